// The console's first screen in Chromium lays its list out at the width it gets in the layout's main region from its first render: the table's columns are never laid out for the whole element first and again once measured (a second render and layout in the frame that shows the rows), whatever the layout's sidebars and on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stackPerFile } from './support/file-stack';

const files = stackPerFile();

/**
 * From the page's start: every width the console's tables are given (their style), in order, and
 * the width of the main region's content box once the rows are there.
 */
async function watchTableWidths(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const widths: string[] = [];
    Reflect.set(window, '__boTableWidths', widths);
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachShadow(init) {
      const root = attach.call(this, init);
      const seen = (node: Node) => {
        if (node instanceof HTMLTableElement) widths.push(node.style.width);
        if (node instanceof Element)
          for (const table of node.querySelectorAll('table')) {
            widths.push(table.style.width);
          }
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') seen(record.target);
          else for (const node of record.addedNodes) seen(node);
        }
      }).observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style'],
      });
      return root;
    };
  });
}

/** The widths the task table was given, and its final width beside the main region's content box. */
async function tableWidths(page: Page): Promise<{ given: string[]; table: number; main: number }> {
  await page.locator('bo-console tbody tr[data-row-index]').first().waitFor();
  // The frame after the rows: any second layout of the columns would have happened by then.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(() => {
    const root = document.querySelector('bo-console')!.shadowRoot!;
    const main = root.querySelector('main')!;
    const style = getComputedStyle(main);
    const padding =
      Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
    return {
      given: [...new Set(Reflect.get(window, '__boTableWidths') as string[])].filter(Boolean),
      table: root.querySelector('table')!.getBoundingClientRect().width,
      main: main.getBoundingClientRect().width - padding,
    };
  });
}

async function openTasks(page: Page, layout?: object): Promise<void> {
  await watchTableWidths(page);
  if (layout) {
    await page.addInitScript(
      (stored) => localStorage.setItem('bo_layout', stored),
      JSON.stringify(layout),
    );
  }
  await page.goto(files.url('/task'));
}

describe('the console first screen width', () => {
  it('gives the task table the main region’s width from its first render', async () => {
    const page = await files.tab({ width: 1280, height: 900, seed: files.admin });
    await openTasks(page);
    const { given, table, main } = await tableWidths(page);
    expect(table).toBe(main);
    expect(given).toEqual([`${main}px`]);
  });

  it('leaves out a rail sidebar and the secondary nav from the first render', async () => {
    const page = await files.tab({ width: 1280, height: 900, seed: files.admin });
    await openTasks(page, { leftSidebarOpen: false, secondaryNavOpen: true });
    const { given, table, main } = await tableWidths(page);
    // Rail (68) and secondary nav (220) beside the main region, its padding inside it.
    expect(main).toBe(1280 - 68 - 220 - 40);
    expect(table).toBe(main);
    expect(given).toEqual([`${main}px`]);
  });

  it('on a phone, the whole width but the main region’s padding', async () => {
    const page = await files.tab({ width: 390, height: 844, seed: files.admin });
    await openTasks(page);
    const { given, main } = await tableWidths(page);
    expect(main).toBe(390 - 24);
    // The table may be wider than the box (its columns' minimum), but it is laid out once.
    expect(given).toHaveLength(1);
  });
});
