// The build drops the styles of Fluent variants listed in scripts/fluent-variants.mjs; this reads
// every JSX element of those components in src/, and every call of their style hooks, and fails
// when one can render such a variant.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformSync } from 'esbuild';
import type { Node } from 'estree';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { UNRENDERED_VARIANTS, type UnrenderedVariants } from '../../../scripts/fluent-variants.mjs';
import { STATUS_LOOKS, statusLook } from '../../../src/ui/status-badge';

const root = join(import.meta.dirname, '../../..');
type Value = string | number;
type Props = Record<string, Value>;
/** An estree node with Rollup's offsets and the JSX nodes estree does not type. */
type AnyNode = Node & { start: number; end: number; [key: string]: unknown };

/**
 * Elements whose props come from data rather than from their JSX: every prop set they can render.
 * Keyed by file and tag, or by file and style hook (`useBadgeStyles_unstable`) for a hook call.
 */
const RENDERED_BY_DATA: Record<string, () => Props[]> = {
  'src/ui/status-badge.tsx useBadgeStyles_unstable': () =>
    [...Object.keys(STATUS_LOOKS), 'a value without a look'].map((value) => ({
      ...statusLook(value),
      shape: 'rounded',
      size: 'medium',
    })),
  // useRowClasses: the classes of a plain and of a selected body row.
  'src/ui/resource-table-row.tsx useTableRowStyles_unstable': () => [
    { appearance: 'none' },
    { appearance: 'brand' },
  ],
};

/** Fluent's style hook of a component: code that calls it renders the component's classes. */
const styleHookOf = (component: string) => `use${component}Styles_unstable`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

interface Module {
  file: string;
  code: string;
  ast: AnyNode;
}

const modules: Module[] = sourceFiles(join(root, 'src')).map((path) => {
  const code = transformSync(readFileSync(path, 'utf8'), { loader: 'tsx', jsx: 'preserve' }).code;
  return {
    file: relative(root, path),
    code,
    ast: parseAst(code, { jsx: true }) as unknown as AnyNode,
  };
});

/** Every node with its ancestors, depth first. */
function* walk(node: unknown, ancestors: AnyNode[] = []): Generator<[AnyNode, AnyNode[]]> {
  if (!node || typeof node !== 'object' || typeof (node as AnyNode).type !== 'string') return;
  const current = node as AnyNode;
  yield [current, ancestors];
  for (const [key, child] of Object.entries(current)) {
    if (key === 'start' || key === 'end') continue;
    const children = Array.isArray(child) ? child : [child];
    for (const item of children) yield* walk(item, [...ancestors, current]);
  }
}

/** Local name -> imported name of `import { a as b } from '@fluentui/react-components'`. */
function fluentImports(ast: AnyNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of ast.body as AnyNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (statement.source.value !== '@fluentui/react-components') continue;
    for (const spec of statement.specifiers as AnyNode[]) {
      if (spec.type === 'ImportSpecifier' && spec.imported.type === 'Identifier') {
        names.set((spec.local as AnyNode & { name: string }).name, spec.imported.name);
      }
    }
  }
  return names;
}

/** Module-level `const NAME = { ... }` objects of literal values. */
function constantTables(ast: AnyNode): Map<string, Value[]> {
  const tables = new Map<string, Value[]>();
  for (const [node] of walk(ast)) {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier') continue;
    const init = node.init as AnyNode | null;
    if (init?.type !== 'ObjectExpression') continue;
    const values = (init.properties as AnyNode[]).map((p) =>
      p.type === 'Property' && p.value.type === 'Literal' ? p.value.value : undefined,
    );
    if (values.every((value) => typeof value === 'string' || typeof value === 'number')) {
      tables.set(node.id.name, values as Value[]);
    }
  }
  return tables;
}

const tagName = (module: Module, element: AnyNode) =>
  module.code.slice((element.name as AnyNode).start, (element.name as AnyNode).end);

/** The component a JSX element renders, and the function it sits in. */
function enclosingComponent(ancestors: AnyNode[]): { name: string; params: AnyNode[] } | null {
  for (const node of [...ancestors].reverse()) {
    if (node.type === 'FunctionDeclaration' && node.id)
      return { name: node.id.name, params: node.params as AnyNode[] };
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') {
      const init = node.init as AnyNode | null;
      if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') {
        return { name: node.id.name, params: init.params as AnyNode[] };
      }
    }
  }
  return null;
}

/** `{ a = 'x', ...rest }` of a component's first parameter: each prop's default, or null. */
function destructuredDefaults(params: AnyNode[]): Map<string, Value | null> {
  const found = new Map<string, Value | null>();
  const [first] = params;
  if (first?.type !== 'ObjectPattern') return found;
  for (const property of first.properties as AnyNode[]) {
    if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
    const value = property.value as AnyNode;
    const fallback =
      value.type === 'AssignmentPattern' && value.right.type === 'Literal'
        ? (value.right.value as Value)
        : null;
    found.set(property.key.name, fallback);
  }
  return found;
}

interface Rendering {
  file: string;
  tag: string;
  /** Each prop's possible values; absent means Fluent's default. */
  props: Map<string, Value[]>;
  /** Whole prop sets from data (RENDERED_BY_DATA). */
  data?: Props[];
  /** Props whose values come from the component's own callers. */
  forwarded: Set<string>;
}

/** Every rendering of `entry`'s component in src/, through the components that forward to it. */
function renderings(entry: UnrenderedVariants): { found: Rendering[]; unknown: string[] } {
  const guarded = Object.keys(entry.never).flatMap((key) => key.split('-'));
  const found: Rendering[] = [];
  const unknown: string[] = [];
  // Components of ours that spread their props onto the guarded one stand for it at their callers.
  const forwarders = new Map<string, Map<string, Value | null>>();
  const targets = new Set([entry.component, ...(entry.wrappers ?? [])]);
  let pending = true;
  while (pending) {
    pending = false;
    found.length = 0;
    unknown.length = 0;
    for (const module of modules) {
      const fluent = fluentImports(module.ast);
      const tables = constantTables(module.ast);
      for (const [node, ancestors] of walk(module.ast)) {
        // A call of the component's style hook (a plain node with Fluent's classes): what it can
        // render is declared in RENDERED_BY_DATA, as the check cannot read a state object.
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier') {
          const hook = fluent.get(node.callee.name);
          if (hook !== styleHookOf(entry.component)) continue;
          const data = RENDERED_BY_DATA[`${module.file} ${hook}`]?.();
          if (data)
            found.push({
              file: module.file,
              tag: hook,
              props: new Map(),
              forwarded: new Set(),
              data,
            });
          else unknown.push(`${module.file}: ${hook}() without its prop sets in RENDERED_BY_DATA`);
          continue;
        }
        if (node.type !== ('JSXOpeningElement' as string)) continue;
        const local = tagName(module, node);
        const target = fluent.get(local) ?? (forwarders.has(local) ? local : undefined);
        if (!target || !(targets.has(target) || forwarders.has(target))) continue;
        const attributes = node.attributes as AnyNode[];
        const owner = enclosingComponent(ancestors);
        const ownProps = owner ? destructuredDefaults(owner.params) : new Map();
        if (attributes.some((a) => a.type === ('JSXSpreadAttribute' as string))) {
          if (!owner) {
            unknown.push(`${module.file}: <${local} {...}> outside a named component`);
            continue;
          }
          if (!forwarders.has(owner.name)) {
            forwarders.set(owner.name, ownProps);
            pending = true;
          }
        }
        const rendering: Rendering = {
          file: module.file,
          tag: local,
          props: new Map(),
          forwarded: new Set(),
          data: RENDERED_BY_DATA[`${module.file} ${local}`]?.(),
        };
        const fromCaller = forwarders.get(local);
        for (const [prop, fallback] of fromCaller ?? []) {
          if (guarded.includes(prop) && fallback !== null) rendering.props.set(prop, [fallback]);
        }
        for (const attribute of attributes) {
          if (attribute.type !== ('JSXAttribute' as string)) continue;
          const prop = (attribute.name as AnyNode & { name: string }).name;
          if (!guarded.includes(prop) || rendering.data) continue;
          const value = attribute.value as AnyNode | null;
          const expression =
            value?.type === ('JSXExpressionContainer' as string)
              ? (value.expression as AnyNode)
              : value;
          const values = valuesOf(expression, tables);
          if (values) rendering.props.set(prop, [...(rendering.props.get(prop) ?? []), ...values]);
          else if (
            expression?.type === 'Identifier' &&
            ownProps.has(expression.name) &&
            owner &&
            forwarders.has(owner.name)
          ) {
            rendering.forwarded.add(prop);
          } else {
            unknown.push(
              `${module.file}: <${local} ${prop}={${module.code.slice(expression!.start, expression!.end)}}>`,
            );
          }
        }
        if (targets.has(target)) found.push(rendering);
        else found.push({ ...rendering, tag: `${local} (forwards to ${entry.component})` });
      }
    }
  }
  return { found, unknown };
}

/** What an attribute's expression can be: literals, a choice of literals, a constant table's values. */
function valuesOf(node: AnyNode | null, tables: Map<string, Value[]>): Value[] | null {
  if (!node) return null;
  if (node.type === 'Literal')
    return typeof node.value === 'string' || typeof node.value === 'number' ? [node.value] : null;
  if (node.type === 'ConditionalExpression') {
    const yes = valuesOf(node.consequent as AnyNode, tables);
    const no = valuesOf(node.alternate as AnyNode, tables);
    return yes && no ? [...yes, ...no] : null;
  }
  if (node.type === 'MemberExpression' && node.computed && node.object.type === 'Identifier') {
    return tables.get(node.object.name) ?? null;
  }
  return null;
}

/** Every prop set a rendering can produce, Fluent's defaults filling what it leaves unset. */
function propSets(rendering: Rendering, entry: UnrenderedVariants): Props[] {
  const bases = rendering.data ?? [{}];
  const props = Object.keys(entry.defaults);
  return bases.flatMap((base) =>
    props.reduce<Props[]>(
      (sets, prop) => {
        if (prop in base || rendering.forwarded.has(prop)) return sets;
        const values = rendering.props.get(prop) ?? [entry.defaults[prop]!];
        return sets.flatMap((set) => values.map((value) => ({ ...set, [prop]: value })));
      },
      [{ ...base }],
    ),
  );
}

function violations(entry: UnrenderedVariants, rendering: Rendering): string[] {
  const found: string[] = [];
  for (const set of propSets(rendering, entry)) {
    for (const [key, never] of Object.entries(entry.never)) {
      const names = key.split('-');
      if (names.some((name) => !(name in set))) continue;
      const value = names.length > 1 ? names.map((name) => set[name]).join('-') : set[key]!;
      if (never.includes(value))
        found.push(`${rendering.file}: <${rendering.tag}> renders ${key}=${value}`);
    }
  }
  return found;
}

describe.each(UNRENDERED_VARIANTS.map((entry) => [entry.component, entry] as const))(
  '%s variants the build drops',
  (_name, entry) => {
    const { found, unknown } = renderings(entry);

    it('are rendered by no element in src/', () => {
      expect(found.flatMap((rendering) => violations(entry, rendering))).toEqual([]);
    });

    it('leave no prop whose values the check cannot read', () => {
      expect(unknown).toEqual([]);
    });
  },
);

describe('the check itself', () => {
  const button = UNRENDERED_VARIANTS.find((entry) => entry.component === 'Button')!;
  const badge = UNRENDERED_VARIANTS.find((entry) => entry.component === 'Badge')!;

  it('finds the buttons, badges and the components forwarding to them, and style hooks rendering them', () => {
    const buttons = renderings(button).found;
    expect(buttons.length).toBeGreaterThan(20);
    expect(buttons.some((rendering) => rendering.tag.startsWith('BusyButton'))).toBe(true);
    expect(renderings(badge).found.map((rendering) => rendering.tag)).toContain(
      'useBadgeStyles_unstable',
    );
    const tableRow = UNRENDERED_VARIANTS.find((entry) => entry.component === 'TableRow')!;
    expect(renderings(tableRow).found.map((rendering) => rendering.tag)).toContain(
      'useTableRowStyles_unstable',
    );
  });

  it('reports a style hook call that renders a dropped pair', () => {
    const hookCall: Rendering = {
      file: 'x.tsx',
      tag: 'useBadgeStyles_unstable',
      props: new Map(),
      forwarded: new Set(),
      data: [{ appearance: 'tint', color: 'severe', shape: 'rounded', size: 'medium' }],
    };
    expect(violations(badge, hookCall)).toEqual([
      'x.tsx: <useBadgeStyles_unstable> renders appearance-color=tint-severe',
    ]);
  });

  it('reports a rendering of a dropped variant, a dropped pair, and a default that is one', () => {
    const rendering = (props: [string, Value[]][]): Rendering => ({
      file: 'x.tsx',
      tag: 'Button',
      props: new Map(props),
      forwarded: new Set(),
    });
    expect(violations(button, rendering([['size', ['small', 'large']]]))).toEqual([
      'x.tsx: <Button> renders size=large',
    ]);
    expect(
      violations(
        badge,
        rendering([
          ['color', ['severe']],
          ['appearance', ['tint']],
        ]),
      ),
    ).toEqual(['x.tsx: <Button> renders appearance-color=tint-severe']);
    expect(
      violations({ ...button, defaults: { ...button.defaults, shape: 'square' } }, rendering([])),
    ).toEqual(['x.tsx: <Button> renders shape=square']);
  });
});
