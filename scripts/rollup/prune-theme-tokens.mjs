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

/** Every word of `codes` outside their theme rules: the names some code may read a token by. */
function namedWords(codes) {
  const named = new Set();
  for (const code of codes) {
    let rest = code;
    for (const rule of findThemeRules(code).reverse())
      rest = rest.slice(0, rule.start) + rest.slice(rule.end);
    for (const word of rest.matchAll(/[A-Za-z][A-Za-z0-9]*/g)) named.add(word[0]);
  }
  return named;
}

/** `code` with each of its theme rules pruned to the tokens in `named`. */
function pruneRulesIn(code, named) {
  let out = code;
  for (const rule of findThemeRules(code).reverse()) {
    const unused = new Set(declaredTokens(rule.text).filter((token) => !named.has(token)));
    out = out.slice(0, rule.start) + pruneRule(rule.text, unused) + out.slice(rule.end);
  }
  return out;
}

/**
 * Chunk codes in, the same codes out with every theme rule pruned to the tokens some code names
 * (as `var(--x)`, a `--x` read by getPropertyValue, or a bare `x` a chart passes on).
 */
export function pruneThemeTokens(codes) {
  const named = namedWords(codes);
  return codes.map((code) => pruneRulesIn(code, named));
}

/**
 * In `renderChunk`, whose output is what Rollup hashes: a chunk's file name changes with its pruned
 * rule (pruning after hashing would let a new token user ship next to a cached, older rule under
 * the same name). The names come from the rendered (tree-shaken) code of every module of every
 * chunk, which Rollup hands each renderChunk call.
 * @returns {import('rollup').Plugin}
 */
export function pruneUnusedThemeTokens() {
  let named = null;
  return {
    name: 'prune-unused-theme-tokens',
    renderStart() {
      named = null;
    },
    renderChunk(code, _chunk, _options, { chunks }) {
      if (!code.includes(RULE_START)) return null;
      named ??= namedWords(
        Object.values(chunks).flatMap((chunk) =>
          Object.values(chunk.modules).map((module) => module.code ?? ''),
        ),
      );
      return { code: pruneRulesIn(code, named), map: null };
    },
  };
}
