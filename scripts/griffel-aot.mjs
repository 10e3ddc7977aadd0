// Rollup plugin: Griffel ahead of time for our own modules. Each makeStyles / makeResetStyles
// call whose argument is plain data (literals, templates, Fluent `tokens` / `typographyStyles`,
// module-level constants, `shorthands.*`) becomes Fluent's precompiled form (__styles /
// __resetStyles), exactly what @griffel/babel-preset emits. Fluent's own packages ship in that
// form, so once ours do too the runtime style compiler (stylis, rtl-css-js, resolveStyleRules)
// drops out of the bundle. A call it cannot evaluate stays as it is and is reported.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const griffel = require('@griffel/core');
const theme = require('@fluentui/react-theme');

const FLUENT = '@fluentui/react-components';
/** What a style object may read from Fluent, by exported name. */
const FLUENT_VALUES = {
  tokens: theme.tokens,
  typographyStyles: theme.typographyStyles,
  shorthands: griffel.shorthands,
};
const COMPILERS = new Set(['makeStyles', 'makeResetStyles']);
const STYLES = '__boAotStyles';
const RESET_STYLES = '__boAotResetStyles';

class NotStatic extends Error {}

/** Local names bound by `import { a as b } from '@fluentui/react-components'`. */
function fluentImports(ast) {
  const names = new Map();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== FLUENT) continue;
    for (const spec of node.specifiers) {
      if (spec.type === 'ImportSpecifier') names.set(spec.local.name, spec.imported.name);
    }
  }
  return names;
}

/** Module-level `const name = <expression>` declarations (the only bindings styles may use). */
function moduleConstants(ast) {
  const constants = new Map();
  for (const statement of ast.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const item of declaration.declarations) {
      if (item.id.type === 'Identifier' && item.init) constants.set(item.id.name, item.init);
    }
  }
  return constants;
}

function createEvaluator(imports, constants) {
  const resolving = new Set();
  const evaluate = (node) => {
    switch (node.type) {
      case 'Literal':
        if (node.regex) throw new NotStatic('regular expression');
        return node.value;
      case 'TemplateLiteral':
        return node.quasis
          .map((quasi, i) =>
            i < node.expressions.length
              ? quasi.value.cooked + String(evaluate(node.expressions[i]))
              : quasi.value.cooked,
          )
          .join('');
      case 'ObjectExpression': {
        const result = {};
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            Object.assign(result, evaluate(property.argument));
            continue;
          }
          if (property.kind !== 'init' || property.method) throw new NotStatic('accessor');
          const key = property.computed
            ? evaluate(property.key)
            : (property.key.name ?? property.key.value);
          result[key] = evaluate(property.value);
        }
        return result;
      }
      case 'ArrayExpression':
        return node.elements.map((element) => {
          if (!element || element.type === 'SpreadElement') throw new NotStatic('array spread');
          return evaluate(element);
        });
      case 'Identifier':
        return identifier(node.name);
      case 'MemberExpression': {
        const object = evaluate(node.object);
        const key = node.computed ? evaluate(node.property) : node.property.name;
        if (object === null || typeof object !== 'object' || !Object.hasOwn(object, key)) {
          throw new NotStatic(`unknown member ${String(key)}`);
        }
        return object[key];
      }
      case 'UnaryExpression':
        if (node.operator === '-') return -evaluate(node.argument);
        if (node.operator === '+') return +evaluate(node.argument);
        throw new NotStatic(`operator ${node.operator}`);
      case 'BinaryExpression': {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        if (node.operator === '+') return left + right;
        if (node.operator === '-') return left - right;
        if (node.operator === '*') return left * right;
        if (node.operator === '/') return left / right;
        throw new NotStatic(`operator ${node.operator}`);
      }
      case 'CallExpression': {
        const callee = node.callee;
        const isShorthand =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          imports.get(callee.object.name) === 'shorthands';
        if (!isShorthand) throw new NotStatic('call');
        const fn = evaluate(callee);
        return fn(...node.arguments.map(evaluate));
      }
      default:
        throw new NotStatic(node.type);
    }
  };
  function identifier(name) {
    const imported = imports.get(name);
    if (imported !== undefined) {
      if (!Object.hasOwn(FLUENT_VALUES, imported)) throw new NotStatic(`import ${imported}`);
      return FLUENT_VALUES[imported];
    }
    const init = constants.get(name);
    if (!init || resolving.has(name)) throw new NotStatic(`binding ${name}`);
    resolving.add(name);
    try {
      return evaluate(init);
    } finally {
      resolving.delete(name);
    }
  }
  return evaluate;
}

/** Every call expression in the tree (style hooks are declared at module level, but any depth works). */
function* calls(node) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression') yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) yield* calls(child);
    else if (value && typeof value === 'object') yield* calls(value);
  }
}

/** The precompiled call replacing one makeStyles / makeResetStyles call. */
function precompiled(compiler, styles) {
  if (compiler === 'makeStyles') {
    const [classesMapBySlot, cssRules] = griffel.resolveStyleRulesForSlots(styles);
    return `/*#__PURE__*/ ${STYLES}(${JSON.stringify(classesMapBySlot)}, ${JSON.stringify(cssRules)})`;
  }
  const [ltrClassName, rtlClassName, cssRules] = griffel.resolveResetStyleRules(styles);
  return `/*#__PURE__*/ ${RESET_STYLES}(${JSON.stringify(ltrClassName)}, ${JSON.stringify(rtlClassName)}, ${JSON.stringify(cssRules)})`;
}

/**
 * @param {{ include: (id: string) => boolean }} options which modules to precompile
 * @returns {import('rollup').Plugin}
 */
export function griffelAheadOfTime({ include }) {
  return {
    name: 'griffel-ahead-of-time',
    transform(code, id) {
      if (!include(id) || !/\bmake(Reset)?Styles\b/.test(code)) return null;
      const ast = this.parse(code);
      const imports = fluentImports(ast);
      const compilerNames = new Map([...imports].filter(([, imported]) => COMPILERS.has(imported)));
      if (compilerNames.size === 0) return null;
      const evaluate = createEvaluator(imports, moduleConstants(ast));
      const edits = [];
      for (const call of calls(ast)) {
        const compiler =
          call.callee.type === 'Identifier' ? compilerNames.get(call.callee.name) : undefined;
        if (!compiler) continue;
        try {
          if (call.arguments.length !== 1) throw new NotStatic('arguments');
          edits.push({ call, text: precompiled(compiler, evaluate(call.arguments[0])) });
        } catch (error) {
          if (!(error instanceof NotStatic)) throw error;
          this.warn({
            message: `${compiler} left to run time (${error.message})`,
            pos: call.start,
          });
        }
      }
      if (edits.length === 0) return null;
      let output = code;
      for (const { call, text } of edits.sort((a, b) => b.call.start - a.call.start)) {
        output = output.slice(0, call.start) + text + output.slice(call.end);
      }
      const header = `import { __styles as ${STYLES}, __resetStyles as ${RESET_STYLES} } from ${JSON.stringify(FLUENT)};\n`;
      return { code: header + output, map: null };
    },
  };
}

const REHYDRATE = /[\\/]@griffel[\\/]core[\\/]src[\\/]renderer[\\/]rehydrateRendererCache\.js$/;

/**
 * RendererProvider "rehydrates" its renderer from server-rendered Griffel <style> elements of
 * the page document. Our renderers write into shadow roots and never server-render; adopting a
 * host page's own Fluent SSR styles would even mark those rules as present in our shadow roots
 * (so they would never be inserted there) and point our renderer at the page's <style> elements.
 * In the bundle it is a no-op, which also drops the CSS parser (stylis) it needs.
 * @returns {import('rollup').Plugin}
 */
export function griffelWithoutRehydration() {
  return {
    name: 'griffel-without-rehydration',
    load(id) {
      if (!REHYDRATE.test(id)) return null;
      return 'export function rehydrateRendererCache() {}';
    },
  };
}
