// Rollup plugin: drops from Fluent's precompiled style hooks the slots of variants this product
// never renders (scripts/fluent-variants.mjs), and the CSS rules that only those slots named.
//
// A hook is `const useX = __styles({ slot: { property: className | [ltr, rtl] } }, { d: [rules] })`.
// Fluent picks slots by prop value at run time (`styles[size]`); a dropped slot reads as
// undefined, which mergeClasses skips. A rule stays while any kept slot of its hook names one of
// its classes; rules without a class (keyframes) always stay.
import MagicString from 'magic-string';

/** Griffel's hashed class names in a rule's selectors (atomic `f…`, reset `r…`). */
const HASHED_CLASS = /\.([fr][a-z0-9]{4,8})(?![\w-])/g;

function keyOf(property) {
  if (property.type !== 'Property' || property.computed) return null;
  return property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
}

function addClassNames(node, found) {
  if (!node) return;
  if (node.type === 'Literal' && typeof node.value === 'string') found.add(node.value);
  else if (node.type === 'ArrayExpression')
    for (const item of node.elements) addClassNames(item, found);
  else if (node.type === 'ObjectExpression') {
    for (const property of node.properties) addClassNames(property.value, found);
  }
}

/** A rule is a string, or `[string, { m: media }]`. */
function ruleText(element) {
  const text = element?.type === 'ArrayExpression' ? element.elements[0] : element;
  return text?.type === 'Literal' && typeof text.value === 'string' ? text.value : null;
}

/** Removes items of an object or array literal, each with the separator that follows it. */
function removeItems(magic, items, remove) {
  items.forEach((item, index) => {
    if (!remove(item)) return;
    magic.remove(item.start, index + 1 < items.length ? items[index + 1].start : item.end);
  });
}

function styleHooks(ast) {
  const hooks = new Map();
  for (const statement of ast.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) {
      if (init?.type === 'CallExpression' && init.callee.name === '__styles') {
        hooks.set(id.name, init.arguments);
      }
    }
  }
  return hooks;
}

/**
 * One style module without the given slots.
 * @param {string} code the module's source
 * @param {Record<string, readonly string[]>} unused hook name -> slots to drop
 * @param {(code: string) => import('estree').Program} parse
 * @returns {string}
 */
export function pruneStyleModule(code, unused, parse) {
  const hooks = styleHooks(parse(code));
  const magic = new MagicString(code);
  for (const [hook, slots] of Object.entries(unused)) {
    const call = hooks.get(hook);
    if (!call) throw new Error(`no style hook ${hook}`);
    const [map, css] = call;
    const names = new Set(map.properties.map(keyOf));
    const missing = slots.filter((slot) => !names.has(slot));
    // A slot Fluent renamed would otherwise silently stay: the list must follow Fluent.
    if (missing.length > 0) throw new Error(`${hook} has no slot ${missing.join(', ')}`);
    const dropped = (property) => slots.includes(keyOf(property));
    removeItems(magic, map.properties, dropped);
    const kept = new Set();
    for (const property of map.properties)
      if (!dropped(property)) addClassNames(property.value, kept);
    for (const bucket of css.properties) {
      if (bucket.value.type !== 'ArrayExpression') continue;
      removeItems(magic, bucket.value.elements, (element) => {
        const classes = [...(ruleText(element) ?? '').matchAll(HASHED_CLASS)].map((m) => m[1]);
        return classes.length > 0 && classes.every((name) => !kept.has(name));
      });
    }
  }
  return magic.toString();
}

/**
 * @param {Record<string, Record<string, readonly string[]>>} unused module path (from the
 *   package name on) -> hook -> slots to drop
 * @returns {import('rollup').Plugin}
 */
export function pruneStyleVariants(unused) {
  const modules = Object.entries(unused);
  const pruned = new Set();
  return {
    name: 'prune-style-variants',
    buildStart() {
      pruned.clear();
    },
    transform(code, id) {
      const entry = modules.find(([path]) => id.replaceAll('\\', '/').endsWith(`/${path}`));
      if (!entry) return null;
      pruned.add(entry[0]);
      try {
        return { code: pruneStyleModule(code, entry[1], (text) => this.parse(text)), map: null };
      } catch (error) {
        this.error(`${entry[0]}: ${error instanceof Error ? error.message : error}`);
      }
    },
    buildEnd(error) {
      // A module Fluent moved would keep all its slots without a word.
      const untouched = modules.map(([path]) => path).filter((path) => !pruned.has(path));
      if (!error && untouched.length > 0)
        this.warn(`style modules not found: ${untouched.join(', ')}`);
    },
  };
}
