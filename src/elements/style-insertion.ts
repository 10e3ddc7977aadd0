// A shadow root's Griffel renderer that looks at each style hook's rules once, not once per component.

import type { GriffelRenderer } from '@fluentui/react-components';

/**
 * Fluent inserts a style hook's rules from an insertion effect, that is once per component that
 * uses the hook rather than once per hook, and the renderer walks every rule each time to find it
 * already there: on a page of rows, most of what its styles cost. This renderer of ours (Griffel's
 * renderer interface, as @griffel/shadow-dom implements it) hands a set of rules to the shadow
 * root's renderer the first time only: that put all of it in place, and Griffel never takes a rule
 * out. Everything else reads through to that renderer, which stays as it was made.
 */
export function insertingEachRuleSetOnce(renderer: GriffelRenderer): GriffelRenderer {
  const seen = new WeakSet<object>();
  const insertCSSRules: GriffelRenderer['insertCSSRules'] = (rules) => {
    // makeResetStyles hands over a new `{ r: rules }` each time: its array is what stays the same.
    const identity = Object.keys(rules).length === 1 && rules.r ? rules.r : rules;
    if (seen.has(identity)) return;
    seen.add(identity);
    renderer.insertCSSRules(rules);
  };
  return Object.create(renderer, { insertCSSRules: { value: insertCSSRules } });
}
