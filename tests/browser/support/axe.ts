// axe-core in the browser tests: injected into any page (strict CSP included), run over the whole
// document and every open shadow root, results summed up per page and state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './harness';

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  id: string;
  impact: AxeImpact | null;
  help: string;
  /** Selectors of the offending nodes; a node in a shadow root is the path of hosts to it. */
  targets: string[];
}

export interface AxeReport {
  /** Page and state, e.g. "/demo/task-list.html · drawer open". */
  label: string;
  violations: AxeViolation[];
  passes: number;
  incomplete: number;
}

let axeSource: string | undefined;

/**
 * Evaluated through the DevTools protocol, not added as a <script>: a page whose
 * Content-Security-Policy has no 'unsafe-inline' (the embed page) would block an inline script,
 * and its policy stays in force for everything the page itself does.
 */
export async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => typeof Reflect.get(window, 'axe') === 'object');
  if (loaded) return;
  axeSource ??= readFileSync(join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/**
 * Waits for every finite animation and transition (shadow roots included) to end: a dialog still
 * fading in has half-transparent text, which axe would measure as a contrast failure. Endless
 * ones (spinners, skeleton shimmer) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

interface RawResult {
  violations: {
    id: string;
    impact?: AxeImpact | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
  passes: unknown[];
  incomplete: unknown[];
}

/**
 * Runs axe over the page as it is now (open shadow roots are part of the document for axe).
 *
 * Left out: tabster's focus bumpers (`<i data-tabster-dummy>`), which Fluent puts around focus
 * traps and arrow-key groups. They are focusable and aria-hidden by design: they exist only to
 * catch the Tab key and pass it on, and are never in the reading order, so axe's
 * aria-hidden-focus rule would report every Fluent dialog, tab list and menu.
 */
export async function runAxe(page: Page, label: string): Promise<AxeReport> {
  await injectAxe(page);
  await settleAnimations(page);
  const raw = (await page.evaluate(async () => {
    const axe = Reflect.get(window, 'axe') as {
      run(context: object, options: object): Promise<unknown>;
    };
    const bumpers: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      bumpers.push(...root.querySelectorAll('[data-tabster-dummy]'));
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    return axe.run({ include: [document], exclude: bumpers }, { resultTypes: ['violations'] });
  })) as RawResult;
  return {
    label,
    violations: raw.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.flat().join(' >> ')),
    })),
    passes: raw.passes.length,
    incomplete: raw.incomplete.length,
  };
}

/** The violations a page must not have: serious and critical ones. */
export function severeViolations(report: AxeReport): AxeViolation[] {
  return report.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Violations of moderate impact: printed with the rest, and failing unless accepted by name. */
export function moderateViolations(report: AxeReport): AxeViolation[] {
  return report.violations.filter((violation) => violation.impact === 'moderate');
}

/** One line per page and state, for the test log and the closing note. */
export function axeSummary(report: AxeReport): string {
  const counts = report.violations.map(
    (violation) => `${violation.id} (${violation.impact}, ${violation.targets.length})`,
  );
  return `[axe] ${report.label}: ${report.violations.length} violation(s)${
    counts.length ? `: ${counts.join(', ')}` : ''
  }; ${report.passes} rules passed`;
}
