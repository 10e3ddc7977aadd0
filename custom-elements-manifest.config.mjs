// `cem analyze` configuration. Our tags are not classes: each src/elements/tags/<tag>.ts calls
// defineElement('<tag>', Area, options). A plugin turns every such call into a manifest
// declaration; descriptions, attributes and events come from the typed tag registry
// (src/elements/registry.ts), event detail types from BoEventMap (src/core/events.ts).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const REGISTRY_FILE = fileURLToPath(new URL('./src/elements/registry.ts', import.meta.url));
const EVENTS_FILE = fileURLToPath(new URL('./src/core/events.ts', import.meta.url));

/** Used for a tag the registry does not list: what every tag understands and sends. */
const FALLBACK_ATTRIBUTES = [
  { name: 'api-base', property: 'apiBase', kind: 'string', description: 'Base URL of the API.' },
  {
    name: 'theme',
    property: 'theme',
    kind: 'string',
    values: ['light', 'dark'],
    description: 'Colour theme.',
  },
];
const FALLBACK_EVENTS = [{ name: 'bo-error', description: 'A request of this element failed.' }];

/** Prop kinds (define-element's PropKind) -> manifest type text. */
const KIND_TYPES = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
  function: 'Function',
};

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_m, _d, c) => c.toUpperCase());

/** The registry's ELEMENTS and what the wrapper adds to every tag, evaluated from TypeScript (it imports nothing but types). */
async function loadRegistry(file) {
  if (!existsSync(file)) return [];
  const [output] = buildSync({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  }).outputFiles;
  const url = `data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`;
  const registry = await import(url);
  return {
    registry: registry.ELEMENTS ?? [],
    wrapperAttributes: registry.WRAPPER_ATTRIBUTES ?? [],
    wrapperEvents: registry.WRAPPER_EVENTS ?? [],
    themeTokens: registry.THEME_TOKENS ?? [],
    themeParts: registry.THEME_PARTS ?? [],
  };
}

/** Event name -> detail type text, from `interface BoEventMap { 'bo-x': Detail }`. */
function readEventDetails(ts, file) {
  const details = new Map();
  if (!existsSync(file)) return details;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  ts.forEachChild(source, (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'BoEventMap') return;
    for (const member of node.members) {
      if (ts.isPropertySignature(member) && member.type && ts.isStringLiteral(member.name)) {
        details.set(member.name.text, member.type.getText(source).replace(/\s+/g, ' '));
      }
    }
  });
  return details;
}

/** For unregistered tags: attributes from `props: { pageSize: 'number' }` in the options. */
function propsOfCall(ts, options) {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const props = options.properties.find(
    (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'props',
  )?.initializer;
  if (!props || !ts.isObjectLiteralExpression(props)) return [];
  return props.properties
    .filter((p) => ts.isPropertyAssignment(p) && ts.isStringLiteralLike(p.initializer))
    .map((p) => {
      const property = p.name.getText().replace(/^['"]|['"]$/g, '');
      return { name: kebab(property), property, kind: p.initializer.text, description: '' };
    });
}

function manifestAttribute(attribute) {
  const text = attribute.values?.length
    ? attribute.values.map((v) => `'${v}'`).join(' | ')
    : (attribute.type ?? KIND_TYPES[attribute.kind] ?? 'string');
  return {
    name: attribute.name,
    fieldName: attribute.property,
    type: { text },
    ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
    ...(attribute.description ? { description: attribute.description } : {}),
    ...(attribute.readonly ? { readonly: true } : {}),
  };
}

function manifestMethod(method) {
  return {
    kind: 'method',
    name: method.name,
    description: method.description,
    parameters: method.parameters.map((parameter) => ({
      name: parameter.name,
      type: { text: parameter.type },
      description: parameter.description,
    })),
    return: { type: { text: method.returns } },
  };
}

function manifestEvent(event, details) {
  const detail = details.get(event.name);
  const where = event.target === 'document' ? ' Dispatched on document.' : '';
  return {
    name: event.name,
    type: { text: detail ? `CustomEvent<${detail}>` : 'CustomEvent' },
    description: `${event.description ?? ''}${where}`.trim(),
  };
}

export function defineElementPlugin({
  registry = [],
  wrapperAttributes = [],
  wrapperEvents = [],
  eventsFile = EVENTS_FILE,
  themeTokens = [],
  themeParts = [],
} = {}) {
  // The theming API is the wrapper's, the same for every tag.
  const cssProperties = themeTokens.map((token) => ({
    name: token.name,
    syntax: token.syntax,
    default: token.default,
    description: token.description,
  }));
  const partsOf = (info) =>
    themeParts
      .filter((part) => !info?.parts || info.parts.includes(part.name))
      .map((part) => ({ name: part.name, description: part.description }));
  let details = new Map();
  return {
    name: 'backoffice-define-element',
    initialize({ ts }) {
      details = readEventDetails(ts, eventsFile);
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineElement') return;
      const [tagArg, , options] = node.arguments;
      if (!tagArg || !ts.isStringLiteralLike(tagArg)) return;
      const tagName = tagArg.text;
      const info = registry.find((element) => element.tag === tagName);
      if (!info) console.warn(`[cem] <${tagName}> is not in src/elements/registry.ts`);
      const ownProps = propsOfCall(ts, options);
      const props = [
        ...(info?.attributes ?? [
          ...FALLBACK_ATTRIBUTES,
          ...ownProps.filter((p) => !FALLBACK_ATTRIBUTES.some((a) => a.name === p.name)),
        ]),
        ...wrapperAttributes,
      ];
      const attributes = props.filter((a) => a.kind !== 'function').map(manifestAttribute);
      // Callbacks are properties only: no attribute can carry one.
      const callbacks = props.filter((a) => a.kind === 'function').map(manifestAttribute);
      // `export const BoTaskList = defineElement(...)` names the class; the analyzer's own
      // variable declaration for that const is replaced by the element declaration.
      const binding = ts.isVariableDeclaration(node.parent)
        ? node.parent.name.getText()
        : undefined;
      const name = binding ?? `${pascal(tagName)}Element`;
      moduleDoc.declarations = moduleDoc.declarations.filter((d) => d.name !== name);
      moduleDoc.declarations.push({
        kind: 'class',
        name,
        tagName,
        customElement: true,
        ...(info?.description ? { description: info.description } : {}),
        superclass: { name: 'HTMLElement' },
        attributes,
        members: [
          ...[...attributes, ...callbacks].map((a) => ({
            kind: 'field',
            name: a.fieldName,
            type: a.type,
            ...(a.description ? { description: a.description } : {}),
            ...(a.readonly ? { readonly: true } : {}),
          })),
          ...(info?.methods ?? []).map(manifestMethod),
        ],
        events: [...(info?.events ?? FALLBACK_EVENTS), ...wrapperEvents].map((event) =>
          manifestEvent(event, details),
        ),
        ...(cssProperties.length ? { cssProperties } : {}),
        ...(partsOf(info).length ? { cssParts: partsOf(info) } : {}),
      });
      moduleDoc.exports.push({
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name, module: moduleDoc.path },
      });
    },
    packageLinkPhase({ customElementsManifest }) {
      // Published modules are dist/elements/<tag>.js; only modules that define a tag remain.
      customElementsManifest.modules = customElementsManifest.modules
        .filter((mod) => mod.declarations?.some((d) => d.customElement))
        .map((mod) => {
          const path = mod.path.replace(
            /^(?:\.\/)?src\/elements\/tags\/(.+)\.tsx?$/,
            'dist/elements/$1.js',
          );
          for (const definition of mod.exports ?? []) {
            if (definition.declaration?.module === mod.path) definition.declaration.module = path;
          }
          return { ...mod, path };
        });
    },
  };
}

export default {
  globs: ['src/elements/tags/*.ts'],
  exclude: ['**/*.test.ts', '**/*.d.ts'],
  outdir: 'dist',
  packagejson: false,
  plugins: [defineElementPlugin(await loadRegistry(REGISTRY_FILE))],
};
