// The built bundle in Chromium: one tag loaded as a module, and the whole bundle loaded through
// the classic loader on a hostile page under a strict Content-Security-Policy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  type PageProblems,
  type Stack,
  startStack,
  watchPageProblems,
} from './harness';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function openPage(path: string): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await page.goto(new URL(path, stack.baseUrl).href);
  return { page, problems };
}

/** Waits until every tag is defined and has rendered something into its shadow root. */
async function waitForRenderedElements(page: Page, tags: string[]): Promise<void> {
  await page.waitForFunction(
    (names) =>
      names.every((name) => {
        const element = document.querySelector(name);
        return customElements.get(name) && (element?.shadowRoot?.childElementCount ?? 0) > 0;
      }),
    tags,
  );
}

/** Paths of the scripts the page fetched, in fetch order. */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

/** Bundle files that failed to load; API answers (such as 401 before sign-in) are not counted. */
function failedBundleRequests(problems: PageProblems): string[] {
  return problems.failedRequests.filter((line) => /\/(dist|demo)\//.test(line));
}

describe('built bundle in Chromium', () => {
  it('task-list.html defines <bo-task-list> from its own entry with no errors', async () => {
    const { page, problems } = await openPage('/demo/task-list.html');
    await waitForRenderedElements(page, ['bo-task-list']);
    const scripts = await loadedScripts(page);
    expect(scripts).toContain('/dist/elements/bo-task-list.js');
    expect(scripts).not.toContain('/dist/elements/index.js');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    expect(failedBundleRequests(problems)).toEqual([]);
    await page.context().close();
  });

  it("every element's own properties and methods are in custom-elements.json and the typings", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageUrl = new URL('/demo/surface.html', stack.baseUrl).href;
    await page.route(pageUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><script type="module" src="/dist/elements/index.js"></script>',
      }),
    );
    await page.goto(pageUrl);
    const manifest = (await (
      await fetch(new URL('/dist/custom-elements.json', stack.baseUrl))
    ).json()) as {
      modules: { declarations?: { tagName?: string; members?: { name: string }[] }[] }[];
    };
    const elements = manifest.modules.flatMap((mod) => mod.declarations ?? []);
    const tags = elements.flatMap((element) => element.tagName ?? []);
    expect(tags.length).toBeGreaterThanOrEqual(14);
    await page.waitForFunction((names) => names.every((name) => customElements.get(name)), tags);
    // What the element classes add to HTMLElement's members, lifecycle callbacks aside.
    const defined = await page.evaluate((names) => {
      const lifecycle = new Set([
        'constructor',
        'connectedCallback',
        'disconnectedCallback',
        'attributeChangedCallback',
        'adoptedCallback',
      ]);
      return Object.fromEntries(
        names.map((name) => {
          const own = new Set<string>();
          let proto = customElements.get(name)?.prototype as object | null;
          while (proto && proto !== HTMLElement.prototype) {
            for (const key of Object.getOwnPropertyNames(proto))
              if (!lifecycle.has(key) && !(key in HTMLElement.prototype)) own.add(key);
            proto = Object.getPrototypeOf(proto) as object | null;
          }
          return [name, [...own].sort()];
        }),
      );
    }, tags);
    const typings = await (await fetch(new URL('/dist/elements/index.d.ts', stack.baseUrl))).text();
    for (const element of elements.filter((candidate) => candidate.tagName)) {
      const listed = new Set((element.members ?? []).map((member) => member.name));
      const tag = element.tagName!;
      expect(
        defined[tag]!.filter((name) => !listed.has(name)),
        tag,
      ).toEqual([]);
      const type = tag.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
      const declared =
        new RegExp(`export interface ${type}Element extends HTMLElement \\{[^}]*\\}`).exec(
          typings,
        )?.[0] ?? '';
      for (const name of defined[tag]!)
        expect(declared, `${tag} ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
    expect(defined['bo-console']).toContain('navigate');
    await context.close();
  });

  it('embed.html loads every element through the classic loader under a strict CSP', async () => {
    const { page, problems } = await openPage('/demo/embed.html');
    await waitForRenderedElements(page, ['bo-sign-in', 'bo-task-list']);
    const registered = await page.evaluate(() =>
      ['bo-sign-in', 'bo-task-list', 'bo-channel-table', 'bo-sys-user-manager'].filter(
        (name) => customElements.get(name) !== undefined,
      ),
    );
    expect(registered).toEqual([
      'bo-sign-in',
      'bo-task-list',
      'bo-channel-table',
      'bo-sys-user-manager',
    ]);
    // Violation events are queued as tasks: let a frame and one task pass before reading them.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    );
    const scripts = await loadedScripts(page);
    expect(scripts).toEqual(
      expect.arrayContaining(['/dist/backoffice-elements.js', '/dist/elements/index.js']),
    );
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(failedBundleRequests(problems)).toEqual([]);
    await page.context().close();
  });

  it('the hostile page CSS does not reach the buttons and text inside the elements', async () => {
    const { page } = await openPage('/demo/embed.html');
    await page.waitForFunction(
      () => document.querySelector('bo-sign-in')?.shadowRoot?.querySelector('button') != null,
    );
    const looks = await page.evaluate(() => {
      const hostButton = getComputedStyle(document.querySelector('body > main > article button')!);
      const inner = document.querySelector('bo-sign-in')!.shadowRoot!.querySelector('button')!;
      const innerButton = getComputedStyle(inner);
      return {
        host: { background: hostButton.backgroundColor, font: hostButton.fontFamily },
        element: { background: innerButton.backgroundColor, font: innerButton.fontFamily },
      };
    });
    expect(looks.host).toEqual({ background: 'rgb(192, 0, 0)', font: 'serif' });
    expect(looks.element.background).not.toBe('rgb(192, 0, 0)');
    expect(looks.element.font).not.toBe('serif');
    await page.context().close();
  });

  it('the hostile page CSS does not change the text settings inside an element', async () => {
    /** Letter and word spacing, font and case of the Sign in button and of the Email label. */
    const textLooks = (page: Page) =>
      page.evaluate(() => {
        const root = document.querySelector('bo-sign-in')!.shadowRoot!;
        const look = (element: Element) => {
          const style = getComputedStyle(element);
          return {
            letterSpacing: style.letterSpacing,
            wordSpacing: style.wordSpacing,
            fontFamily: style.fontFamily,
            fontSize: style.fontSize,
            lineHeight: style.lineHeight,
            textTransform: style.textTransform,
          };
        };
        const button = [...root.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Sign in',
        )!;
        const label = [...root.querySelectorAll('label')].find((candidate) =>
          candidate.textContent?.trim().startsWith('Email'),
        )!;
        return { button: look(button), text: look(label) };
      });
    const signInReady = (page: Page) =>
      page.waitForFunction(() =>
        [
          ...(document.querySelector('bo-sign-in')?.shadowRoot?.querySelectorAll('label') ?? []),
        ].some((label) => label.textContent?.trim().startsWith('Email')),
      );

    const hostile = await openPage('/demo/embed.html');
    await signInReady(hostile.page);
    const underHostileCss = await textLooks(hostile.page);
    await hostile.page.context().close();

    const context = await browser.newContext();
    const plain = await context.newPage();
    const plainUrl = new URL('/demo/plain-sign-in.html', stack.baseUrl).href;
    await plain.route(plainUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><body><bo-sign-in></bo-sign-in><script src="/dist/backoffice-elements.js"></script></body></html>',
      }),
    );
    await plain.goto(plainUrl);
    await signInReady(plain);
    const onPlainPage = await textLooks(plain);
    await context.close();

    expect(underHostileCss.text.letterSpacing).toBe('normal');
    expect(underHostileCss.text.fontFamily).not.toContain('serif,');
    expect(underHostileCss).toEqual(onPlainPage);
  });

  it('the loader with data-elements loads only the listed tags', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    const pageUrl = new URL('/demo/loader-subset.html', stack.baseUrl).href;
    // A host page that exists only in this test, served from the stack's origin.
    await page.route(pageUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><bo-sign-in></bo-sign-in><bo-task-list></bo-task-list><script src="/dist/backoffice-elements.js" data-elements="bo-sign-in"></script>',
      }),
    );
    await page.goto(pageUrl);
    await waitForRenderedElements(page, ['bo-sign-in']);
    const defined = await page.evaluate(() => ({
      signIn: customElements.get('bo-sign-in') !== undefined,
      taskList: customElements.get('bo-task-list') !== undefined,
    }));
    expect(defined).toEqual({ signIn: true, taskList: false });
    const scripts = await loadedScripts(page);
    expect(scripts).toContain('/dist/elements/bo-sign-in.js');
    expect(scripts).not.toContain('/dist/elements/index.js');
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
