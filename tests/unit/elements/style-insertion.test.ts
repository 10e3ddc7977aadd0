// The shadow root's renderer looks at a style hook's rules once, however many components hand them over.
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertingEachRuleSetOnce } from '../../../src/elements/style-insertion';

type Rules = Parameters<ReturnType<typeof createShadowDOMRenderer>['insertCSSRules']>[0];

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const cssOf = (root: ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, '')),
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('insertingEachRuleSetOnce', () => {
  const hook = {
    d: ['.fa{color:red;}', ['.fb{margin:0;}', { p: -1 }]],
    h: ['.fc:hover{color:blue;}'],
  } as unknown as Rules;

  it('walks a set of rules once, however many components hand it over', () => {
    const root = shadowRoot();
    const griffel = createShadowDOMRenderer(root);
    const walked = vi.spyOn(griffel, 'insertCSSRules');
    const renderer = insertingEachRuleSetOnce(griffel);
    renderer.insertCSSRules(hook);
    renderer.insertCSSRules(hook);
    renderer.insertCSSRules(hook);
    expect(walked).toHaveBeenCalledTimes(1);
    expect(cssOf(root).sort()).toEqual([
      '.fa{color:red;}',
      '.fb{margin:0px;}',
      '.fc:hover{color:blue;}',
    ]);
  });

  it("knows makeResetStyles' rules by their array, which it wraps in a new object each time", () => {
    const griffel = createShadowDOMRenderer(shadowRoot());
    const walked = vi.spyOn(griffel, 'insertCSSRules');
    const renderer = insertingEachRuleSetOnce(griffel);
    const reset = ['.rr{display:flex;}'];
    renderer.insertCSSRules({ r: reset } as Rules);
    renderer.insertCSSRules({ r: reset } as Rules);
    expect(walked).toHaveBeenCalledTimes(1);
  });

  it("leaves the shadow root's renderer as it was made, and reads its state through", () => {
    const griffel = createShadowDOMRenderer(shadowRoot());
    const own = griffel.insertCSSRules;
    const renderer = insertingEachRuleSetOnce(griffel);
    renderer.insertCSSRules(hook);
    expect(griffel.insertCSSRules).toBe(own);
    expect(renderer.id).toBe(griffel.id);
    expect(renderer.insertionCache).toBe(griffel.insertionCache);
  });

  it('still inserts a new set whose rules overlap one seen before', () => {
    const root = shadowRoot();
    const renderer = insertingEachRuleSetOnce(createShadowDOMRenderer(root));
    renderer.insertCSSRules(hook);
    renderer.insertCSSRules({ d: ['.fa{color:red;}', '.fd{order:1;}'] } as Rules);
    expect(cssOf(root)).toContain('.fd{order:1;}');
    expect(cssOf(root).filter((css) => css === '.fa{color:red;}')).toHaveLength(1);
  });
});
