// Rollup plugin: the element themes' `:host` rules (src/elements/*-theme.precomputed.ts) declare
// every Fluent token, about 460, while the components we ship read about two thirds of them. Once
// every chunk is rendered, a token that no chunk names outside the theme rules themselves is
// dropped from them, with its `--_bo-` helper: a few kB of brotli on every page, and no style
// changes, since nothing could read the value.

/** Where a theme rule starts in a chunk's code (themed-host-rule.ts puts its helpers first). */
const RULE_START = ':host{--_bo-';

/** The theme rules in `code`: start, end (past the closing brace) and text. */
export function findThemeRules(code) {
  const rules = [];
  let from = 0;
  for (;;) {
    const start = code.indexOf(RULE_START, from);
    if (start < 0) return rules;
    // The rule is a whole string literal: it ends with `}` before its own closing quote.
    const quote = code[start - 1];
    const close = code.indexOf(`}${quote}`, start);
    if (close < 0) return rules;
    rules.push({ start, end: close + 1, text: code.slice(start, close + 1) });
    from = close + 1;
  }
}

/** Token names a rule declares (`--name:`), helpers (`--_bo-…`) left out. */
export function declaredTokens(rule) {
  return [...rule.matchAll(/[{;]--([A-Za-z][A-Za-z0-9]*):/g)].map((match) => match[1]);
}

/**
 * The rule without the declarations of `unused` tokens and of their per-token helpers
 * (`--_bo-<token>`); the shared helpers (kebab-case names) stay.
 */
export function pruneRule(rule, unused) {
  const body = rule.slice(':host{'.length, -1);
  const kept = body.split(';').filter((declaration) => {
    const name = /^--(?:_bo-)?([A-Za-z0-9-]+):/.exec(declaration)?.[1];
    return !name || !unused.has(name);
  });
  return `:host{${kept.join(';')}}`;
}

/**
 * Chunk codes in, the same codes out with every theme rule pruned to the tokens some code names
 * (as `var(--x)`, a `--x` read by getPropertyValue, or a bare `x` a chart passes on).
 */
export function pruneThemeTokens(codes) {
  const rules = codes.map(findThemeRules);
  const declared = new Set(rules.flat().flatMap((rule) => declaredTokens(rule.text)));
  if (declared.size === 0) return codes;
  const named = new Set();
  codes.forEach((code, index) => {
    let rest = code;
    for (const rule of [...rules[index]].reverse())
      rest = rest.slice(0, rule.start) + rest.slice(rule.end);
    for (const word of rest.matchAll(/[A-Za-z][A-Za-z0-9]*/g)) named.add(word[0]);
  });
  const unused = new Set([...declared].filter((token) => !named.has(token)));
  return codes.map((code, index) => {
    let out = code;
    for (const rule of [...rules[index]].reverse())
      out = out.slice(0, rule.start) + pruneRule(rule.text, unused) + out.slice(rule.end);
    return out;
  });
}

/** @returns {import('rollup').Plugin} */
export function pruneUnusedThemeTokens() {
  return {
    name: 'prune-unused-theme-tokens',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const pruned = pruneThemeTokens(chunks.map((chunk) => chunk.code));
      chunks.forEach((chunk, index) => {
        chunk.code = pruned[index];
      });
    },
  };
}
