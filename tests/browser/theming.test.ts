// The theming API in Chromium: --bo-* tokens set on the element or an ancestor restyle what renders inside the shadow root, ::part() rules from the page reach the named nodes, unset tokens change nothing, in both themes and under a strict CSP; and screenshots of /demo/themed.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchPageProblems } from './support/harness';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

/** A signed-in tab of its own. */
async function newContext(viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await file.browser.newContext({ viewport });
  await context.addInitScript((value: string) => {
    localStorage.setItem('auth_user', value);
  }, JSON.stringify(file.admin));
  return context;
}

async function openTaskList(context: BrowserContext, path = '/demo/task-list.html') {
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await page.goto(file.url(path));
  await page.locator('bo-task-list tbody tr[data-row-index]').first().waitFor();
  return { page, problems };
}

/** Fluent's light look, as computed in Chromium. */
const FLUENT_LIGHT = {
  brand: 'rgb(15, 108, 189)',
  background: 'rgb(255, 255, 255)',
  radius: '4px',
  rowHeight: '44px',
};
const FLUENT_DARK_BRAND = 'rgb(17, 94, 163)';

const primaryButton = (page: Page, tag = 'bo-task-list') =>
  page.locator(`${tag} [part~="button-primary"]`).first();
const table = (page: Page, tag = 'bo-task-list') => page.locator(`${tag} [part~="table"]`).first();
// The first row's title cell: the cell before it holds the selection box, which swaps its
// stand-in for the checkbox once that code arrives.
const firstCell = (page: Page) =>
  page.locator('bo-task-list tbody tr[data-row-index]').first().locator('[part~="cell"]').nth(1);

function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
}

/** Sets (or with null removes) custom properties on the first node matching the selector. */
function setTokens(page: Page, selector: string, tokens: Record<string, string | null>) {
  return page.evaluate(
    ({ selector, tokens }) => {
      const node = document.querySelector<HTMLElement>(selector);
      if (!node) throw new Error(`no ${selector}`);
      for (const [name, value] of Object.entries(tokens)) {
        if (value === null) node.style.removeProperty(name);
        else node.style.setProperty(name, value);
      }
    },
    { selector, tokens },
  );
}

/** The computed look of the nodes the tokens restyle. */
async function look(page: Page) {
  const button = primaryButton(page);
  return {
    buttonBackground: await style(button, 'background-color'),
    buttonColor: await style(button, 'color'),
    buttonRadius: await style(button, 'border-top-left-radius'),
    buttonFont: await style(button, 'font-family'),
    buttonFontSize: await style(button, 'font-size'),
    buttonPadding: await style(button, 'padding-inline-start'),
    tableBackground: await style(table(page), 'background-color'),
    cellHeight: await style(firstCell(page), 'height'),
    cellPadding: await style(firstCell(page), 'padding-inline-start'),
    cellBorder: await style(
      page.locator('bo-task-list [part~="row"]').first(),
      'border-bottom-color',
    ),
  };
}

describe('tokens', () => {
  it('a token on the element changes the primary button colour and radius inside the shadow root', async () => {
    const context = await newContext();
    const { page } = await openTaskList(context);
    expect(await style(primaryButton(page), 'background-color')).toBe(FLUENT_LIGHT.brand);
    expect(await style(primaryButton(page), 'border-top-left-radius')).toBe(FLUENT_LIGHT.radius);

    await setTokens(page, 'bo-task-list', {
      '--bo-color-brand': 'rgb(200, 30, 90)',
      '--bo-radius': '12px',
    });
    // Buttons fade between colours: poll until the transition has ended.
    await expect
      .poll(() => style(primaryButton(page), 'background-color'))
      .toBe('rgb(200, 30, 90)');
    expect(await style(primaryButton(page), 'border-top-left-radius')).toBe('12px');
    // The shades follow the one brand token: the hover colour is a darker mix of it.
    const hover = await primaryButton(page).evaluate((node) =>
      getComputedStyle(node).getPropertyValue('--colorBrandBackgroundHover'),
    );
    expect(hover).toContain('200');
    await context.close();
  });

  it("the row height token sizes the selection box's stand-in while the checkbox code loads", async () => {
    const context = await newContext();
    // The checkbox chunk never arrives: the cell keeps drawing its stand-in.
    await context.route(/\/selection-cell-[^/]*\.js$/, () => undefined);
    const { page } = await openTaskList(context);
    await setTokens(page, 'body', { '--bo-table-row-height': '60px' });
    const cells = page.locator('bo-task-list tbody tr[data-row-index]').first().locator('td');
    expect(await style(cells.nth(1), 'height')).toBe('60px');
    expect(await style(cells.first(), 'height')).toBe('60px');
    await context.close();
  });

  it('tokens on an ancestor reach the table inside the shadow root', async () => {
    const context = await newContext();
    const { page } = await openTaskList(context);
    await setTokens(page, 'body', {
      '--bo-color-background': 'rgb(250, 240, 230)',
      '--bo-table-row-height': '60px',
    });
    expect(await style(table(page), 'background-color')).toBe('rgb(250, 240, 230)');
    expect(await style(firstCell(page), 'height')).toBe('60px');
    await context.close();
  });

  it('unset tokens leave the default look, also after being set and removed', async () => {
    const context = await newContext();
    const { page } = await openTaskList(context);
    const unthemed = await look(page);
    expect(unthemed).toMatchObject({
      buttonBackground: FLUENT_LIGHT.brand,
      buttonColor: 'rgb(255, 255, 255)',
      buttonRadius: FLUENT_LIGHT.radius,
      buttonFontSize: '14px',
      tableBackground: FLUENT_LIGHT.background,
      cellHeight: FLUENT_LIGHT.rowHeight,
      cellPadding: '8px',
      cellBorder: 'rgb(224, 224, 224)',
    });
    expect(unthemed.buttonFont).toMatch(/^"Segoe UI"/);

    const tokens = {
      '--bo-color-brand': 'rgb(0, 128, 0)',
      '--bo-color-background': 'rgb(10, 10, 10)',
      '--bo-color-border': 'rgb(255, 0, 0)',
      '--bo-font-family': 'serif',
      '--bo-font-size': '18px',
      '--bo-density': '2',
    };
    await setTokens(page, 'bo-task-list', tokens);
    await expect.poll(() => style(primaryButton(page), 'background-color')).toBe('rgb(0, 128, 0)');
    const themed = await look(page);
    expect(themed.buttonFont).toBe('serif');
    expect(themed.buttonFontSize).toBe('18px');
    expect(themed.cellPadding).toBe('16px');
    expect(themed.cellHeight).toBe('88px');
    expect(themed.cellBorder).not.toBe(unthemed.cellBorder);

    await setTokens(
      page,
      'bo-task-list',
      Object.fromEntries(Object.keys(tokens).map((name) => [name, null])),
    );
    await expect.poll(() => look(page)).toEqual(unthemed);
    await context.close();
  });

  it('works in the dark theme: Fluent dark by default, the tokens over it', async () => {
    const context = await newContext();
    const { page } = await openTaskList(context);
    await page.locator('bo-task-list').evaluate((node) => node.setAttribute('theme', 'dark'));
    await expect.poll(() => style(primaryButton(page), 'background-color')).toBe(FLUENT_DARK_BRAND);
    expect(await style(table(page), 'background-color')).toBe('rgb(41, 41, 41)');

    await setTokens(page, 'html', {
      '--bo-color-brand': 'rgb(120, 60, 200)',
      '--bo-color-background': 'rgb(20, 24, 40)',
    });
    await expect
      .poll(() => style(primaryButton(page), 'background-color'))
      .toBe('rgb(120, 60, 200)');
    expect(await style(table(page), 'background-color')).toBe('rgb(20, 24, 40)');
    await context.close();
  });
});

describe('parts', () => {
  it('header, toolbar, table, row, cell and button-primary are styled from the host page', async () => {
    const context = await newContext();
    const { page } = await openTaskList(context);
    await page.addStyleTag({
      content: `
        bo-task-list::part(header) { background-color: rgb(1, 2, 3); }
        bo-task-list::part(toolbar) { background-color: rgb(4, 5, 6); }
        bo-task-list::part(table) { outline: 3px solid rgb(7, 8, 9); }
        bo-task-list::part(row) { background-color: rgb(10, 11, 12); }
        bo-task-list::part(cell) { color: rgb(13, 14, 15); }
        bo-task-list::part(button-primary) { border-radius: 20px; }
      `,
    });
    const part = (name: string) => page.locator(`bo-task-list [part~="${name}"]`).first();
    expect(await style(part('header'), 'background-color')).toBe('rgb(1, 2, 3)');
    expect(await style(part('toolbar'), 'background-color')).toBe('rgb(4, 5, 6)');
    expect(await style(part('table'), 'outline-color')).toBe('rgb(7, 8, 9)');
    expect(await style(part('row'), 'background-color')).toBe('rgb(10, 11, 12)');
    expect(await style(firstCell(page), 'color')).toBe('rgb(13, 14, 15)');
    expect(await style(part('button-primary'), 'border-top-left-radius')).toBe('20px');
    // The header row is not a `row`: a rule for body rows leaves the column headers alone.
    expect(await page.locator('bo-task-list thead tr').first().getAttribute('part')).toBeNull();
    await context.close();
  });

  it('the portalled dialog and drawer are parts of the element too', async () => {
    const context = await newContext();
    const { page } = await openTaskList(context);
    await page.addStyleTag({
      content: `
        bo-task-list::part(dialog) { border-top: 5px solid rgb(200, 0, 0); }
        bo-task-list::part(drawer) { border-top: 6px solid rgb(0, 0, 200); }
      `,
    });
    await primaryButton(page).click();
    const dialog = page.locator('bo-task-list [part~="dialog"]');
    await dialog.waitFor();
    expect(await style(dialog, 'border-top-color')).toBe('rgb(200, 0, 0)');
    expect(await style(dialog, 'border-top-width')).toBe('5px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('bo-task-list tbody tr[data-row-index]').first().click();
    const drawer = page.locator('bo-task-list [part~="drawer"]');
    await drawer.waitFor();
    expect(await style(drawer, 'border-top-color')).toBe('rgb(0, 0, 200)');
    await context.close();
  });
});

describe('strict Content-Security-Policy', () => {
  it('tokens and the dark theme restyle the element on embed.html with no CSP violation', async () => {
    const context = await newContext();
    const { page, problems } = await openTaskList(context, '/demo/embed.html');
    // Set through the CSSOM: what a strict page may do (style attributes in markup are blocked).
    await setTokens(page, 'bo-task-list', {
      '--bo-color-brand': 'rgb(0, 100, 80)',
      '--bo-radius': '10px',
    });
    await expect.poll(() => style(primaryButton(page), 'background-color')).toBe('rgb(0, 100, 80)');
    expect(await style(primaryButton(page), 'border-top-left-radius')).toBe('10px');
    await page.locator('bo-task-list').evaluate((node) => node.setAttribute('theme', 'dark'));
    await expect.poll(() => style(table(page), 'background-color')).toBe('rgb(41, 41, 41)');
    await expect.poll(() => style(primaryButton(page), 'background-color')).toBe('rgb(0, 100, 80)');
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('/demo/themed.html', () => {
  const BRAND = 'rgb(13, 122, 95)';

  async function openThemed(query: string, viewport?: { width: number; height: number }) {
    const context = await newContext(viewport);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await page.goto(file.url(`/demo/themed.html${query}`));
    for (const tag of ['bo-task-list', 'bo-source-list']) {
      await page.locator(`${tag} tbody tr[data-row-index]`).first().waitFor();
    }
    return { context, page, problems };
  }

  it('the dialog and the drawer wear the brand', async () => {
    const { context, page } = await openThemed('');
    await primaryButton(page).click();
    const dialog = page.locator('bo-task-list [part~="dialog"]');
    await dialog.waitFor();
    expect(await style(dialog, 'border-top-color')).toBe(BRAND);
    await screenshot(page, 'themed-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('bo-task-list tbody tr[data-row-index]').first().click();
    const drawer = page.locator('bo-task-list [part~="drawer"]');
    await drawer.waitFor();
    expect(await style(drawer, 'border-top-color')).toBe(BRAND);
    await screenshot(page, 'themed-drawer');
    await context.close();
  });

  it.each([
    ['light', '', undefined],
    ['dark', '?theme=dark', undefined],
    ['rtl', '?dir=rtl', undefined],
    ['390px', '', { width: 390, height: 844 }],
  ] as const)('restyles both lists (%s) and is captured', async (name, query, viewport) => {
    const { context, page, problems } = await openThemed(query, viewport);
    if (name === 'dark') {
      await expect
        .poll(() => style(table(page, 'bo-source-list'), 'background-color'))
        .toBe('rgb(24, 32, 29)');
    } else {
      expect(await style(primaryButton(page), 'background-color')).toBe(BRAND);
      expect(await style(table(page, 'bo-source-list'), 'background-color')).toBe(
        'rgb(255, 254, 251)',
      );
    }
    expect(await style(primaryButton(page), 'border-top-left-radius')).toBe('999px');
    if (name === 'rtl') {
      expect(
        await page
          .locator('bo-task-list [part~="table"]')
          .evaluate((node) => getComputedStyle(node).direction),
      ).toBe('rtl');
    }
    // Nothing in the page's layout may stick out sideways, also at phone width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, `themed-${name}`);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('parts in the manifest', () => {
  /** Tag -> the cssParts its manifest entry lists. */
  function manifestParts(): Map<string, string[]> {
    const manifest = JSON.parse(readFileSync(join('dist', 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string; cssParts?: { name: string }[] }[] }[];
    };
    const parts = new Map<string, string[]>();
    for (const declaration of manifest.modules.flatMap((mod) => mod.declarations ?? [])) {
      if (declaration.tagName) {
        parts.set(
          declaration.tagName,
          (declaration.cssParts ?? []).map((part) => part.name),
        );
      }
    }
    return parts;
  }

  /** The part names rendered inside each element's shadow root, by tag. */
  function renderedParts(page: Page): Promise<Record<string, string[]>> {
    return page.evaluate(() => {
      const found: Record<string, string[]> = {};
      for (const element of document.querySelectorAll<HTMLElement>('*')) {
        const tag = element.localName;
        if (!tag.startsWith('bo-') || !element.shadowRoot) continue;
        const names = new Set<string>();
        for (const node of element.shadowRoot.querySelectorAll('[part]')) {
          for (const name of (node.getAttribute('part') ?? '').split(/\s+/)) {
            if (name) names.add(name);
          }
        }
        found[tag] = [...names].sort();
      }
      return found;
    });
  }

  it('each tag renders only the parts its manifest lists, and the matrix has a table', async () => {
    const declared = manifestParts();
    expect(declared.get('bo-sign-in')).toEqual(['button-primary']);
    expect(declared.get('bo-dashboard')).toEqual(['header', 'button-primary']);
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(file.url('/demo/areas.html'));
    await page.locator('bo-task-list tbody tr[data-row-index]').first().waitFor();
    await page.locator('bo-permission-matrix [part~="row"]').first().waitFor();
    await expect
      .poll(() => page.locator('[status="loading"]').count(), { timeout: 30_000 })
      .toBe(0);
    const rendered = await renderedParts(page);
    expect(Object.keys(rendered).length).toBeGreaterThanOrEqual(12);
    for (const [tag, names] of Object.entries(rendered)) {
      expect(declared.get(tag), tag).toBeDefined();
      for (const name of names) expect(declared.get(tag), `${tag} ${name}`).toContain(name);
    }
    expect(rendered['bo-permission-matrix']).toEqual(
      expect.arrayContaining(['header', 'table', 'row', 'cell']),
    );
    await context.close();
  });
});
