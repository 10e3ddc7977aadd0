// Writes what tools and host frameworks read about the elements: dist/custom-elements.json (the
// cem analyzer with our defineElement plugin), typings derived from that manifest (tag map,
// attributes, events, React and Vue JSX), and declarations for the framework-free core.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import cemConfig from '../custom-elements-manifest.config.mjs';
import { root } from '../rollup.config.mjs';

const tagsDir = join(root, 'src', 'elements', 'tags');

/** The custom elements of a manifest, sorted by tag. */
export function manifestElements(manifest) {
  return manifest.modules
    .flatMap((mod) => mod.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/**
 * Runs the same analysis as `cem analyze` (custom-elements-manifest.config.mjs) in-process.
 * @returns {import('./manifest-contract.mjs').CustomElementsManifest}
 */
export function buildManifest() {
  const files = existsSync(tagsDir)
    ? readdirSync(tagsDir).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    : [];
  const modules = files.sort().map((name) => {
    const path = relative(root, join(tagsDir, name)).split('\\').join('/');
    const text = readFileSync(join(tagsDir, name), 'utf8');
    return ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  });
  return create({ modules, plugins: cemConfig.plugins, context: { dev: false } });
}

export function writeManifest(dist) {
  const manifest = buildManifest();
  writeFileSync(join(dist, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tags = manifestElements(manifest).map((element) => element.tagName);
  return `dist/custom-elements.json, ${tags.length} tags${tags.length ? `: ${tags.join(', ')}` : ''}`;
}

const NATIVE_PROPERTIES = new Set(['lang', 'dir', 'title', 'hidden', 'id', 'slot']);
const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_m, _d, c) => c.toUpperCase());
const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
/** Event types in the manifest read `CustomEvent<detail>`; typings use BoEventMap instead. */
const eventType = (name) => `CustomEvent<BoEventMap['${name}']>`;

function elementTypes(element) {
  const base = pascal(element.tagName);
  const attributes = element.attributes ?? [];
  const events = element.events ?? [];
  // Reflected attributes (status) are the element's to set: hosts only read them.
  const attributeLines = attributes
    .filter((a) => !a.readonly)
    .map((a) => `  ${quote(a.name)}?: ${a.type?.text ?? 'string'};`);
  // Properties HTMLElement already has (lang, dir, ...) keep its declaration.
  const fieldLines = attributes
    .filter((a) => !NATIVE_PROPERTIES.has(a.fieldName ?? a.name))
    .map((a) =>
      a.readonly
        ? `  readonly ${quote(a.fieldName ?? a.name)}: ${a.type?.text ?? 'string'};`
        : `  ${quote(a.fieldName ?? a.name)}?: ${a.type?.text ?? 'string'};`,
    );
  // Properties no attribute carries (callbacks, provider objects): members of kind field only.
  const attributeFields = new Set(attributes.map((a) => a.fieldName ?? a.name));
  const propertyLines = (element.members ?? [])
    .filter((m) => m.kind === 'field' && !attributeFields.has(m.name))
    .map((m) => `  ${quote(m.name)}?: ${m.type?.text ?? 'unknown'};`);
  const methodLines = (element.members ?? [])
    .filter((m) => m.kind === 'method')
    .flatMap((m) => [
      ...(m.description ? [`  /** ${m.description.replace(/\*\//g, '*\\/')} */`] : []),
      `  ${m.name}(${(m.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ')}): ${m.return?.type?.text ?? 'void'};`,
    ]);
  const reactEvents = events.map(
    (e) => `  ${quote(`on${e.name}`)}?: (event: ${eventType(e.name)}) => void;`,
  );
  // Vue matches `api-base="..."` in a template to a camelCase prop, as it does for components.
  const vueProps = attributes
    .filter((a) => !a.readonly)
    .map((a) => `  ${quote(a.fieldName ?? a.name)}?: ${a.type?.text ?? 'string'};`);
  const vueEvents = events.map(
    (e) => `  ${quote(`on${pascal(e.name)}`)}?: (event: ${eventType(e.name)}) => void;`,
  );
  const doc = element.description ? `/** ${element.description.replace(/\*\//g, '*\\/')} */\n` : '';
  return {
    base,
    text: [
      `/** Attributes of <${element.tagName}>. */`,
      `export interface ${base}Attributes {`,
      ...attributeLines,
      '}',
      `${doc}export interface ${base}Element extends HTMLElement {`,
      ...fieldLines,
      ...propertyLines,
      ...methodLines,
      '}',
      `/** React 19 sets on<event-name> props as listeners on custom elements. */`,
      `export interface ${base}ReactEvents {`,
      ...reactEvents,
      '}',
      `/** Props of <${element.tagName}> in Vue templates (camelCase; kebab-case attributes map to them). */`,
      `export interface ${base}VueProps {`,
      ...vueProps,
      '}',
      `export interface ${base}VueEvents {`,
      ...vueEvents,
      '}',
      '',
    ].join('\n'),
  };
}

/** dist/elements/index.d.ts from the manifest, and a <tag>.d.ts per entry pointing at it. */
export function writeTypings(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8'));
  const text = elementTypings(manifest, existsSync(join(dist, 'types', 'elements', 'index.d.ts')));
  const dir = join(dist, 'elements');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.d.ts'), text);
  // Each tag module registers its tag and exports the element class (manifest `js` exports).
  for (const mod of manifest.modules) {
    const element = manifestElements({ modules: [mod] })[0];
    if (!element) continue;
    const type = `${pascal(element.tagName)}Element`;
    const classes = (mod.exports ?? [])
      .filter((e) => e.kind === 'js')
      .map((e) => `export declare const ${e.name}: { new (): ${type}; prototype: ${type} };`);
    const text = [
      `// Registers <${element.tagName}>; its types live in index.d.ts.`,
      `import type { ${type} } from './index';`,
      ...classes,
      ...(classes.length ? [] : ['export {};']),
      '',
    ];
    writeFileSync(join(dir, `${element.tagName}.d.ts`), text.join('\n'));
  }
  return `dist/elements/index.d.ts, ${manifestElements(manifest).length} tags`;
}

/**
 * The typings of a manifest's elements (dist/elements/index.d.ts): interfaces with fields and methods, tag map, React and Vue JSX.
 * @param {import('./manifest-contract.mjs').CustomElementsManifest} manifest
 * @param {boolean} [withSourceTypes]
 * @returns {string}
 */
export function elementTypings(manifest, withSourceTypes = false) {
  const typed = manifestElements(manifest).map((element) => ({
    tag: element.tagName,
    ...elementTypes(element),
  }));
  return typingsText(typed, withSourceTypes);
}

function typingsText(typed, withSourceTypes) {
  const map = (line) => typed.map(line).join('\n');
  return `// Generated by scripts/cem.mjs from dist/custom-elements.json; do not edit.
// React and Vue declarations augment 'react' and 'vue': a host without one of them needs
// "skipLibCheck": true (the default of current React and Vue project templates).
import type { BoEventMap } from '../types/core/events';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { DefineComponent } from 'vue';

export type { BoEventMap };
${withSourceTypes ? "export * from '../types/elements/index';\n" : ''}
${typed.map((t) => t.text).join('\n')}
/** Attributes per tag, for hosts that render the elements from data. */
export interface BoElementAttributes {
${map((t) => `  '${t.tag}': ${t.base}Attributes;`)}
}

declare global {
  interface HTMLElementTagNameMap {
${map((t) => `    '${t.tag}': ${t.base}Element;`)}
  }
}

type ReactElementProps<A, E> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A & E;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${map((t) => `      '${t.tag}': ReactElementProps<${t.base}Attributes, ${t.base}ReactEvents>;`)}
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
${map((t) => `    '${t.tag}': DefineComponent<${t.base}VueProps & ${t.base}VueEvents>;`)}
  }
}
`;
}

/** Public source entries whose declarations are emitted: path under src/ -> dist re-export. */
const DECLARED_ENTRIES = [
  ['core/index.ts', 'core/index.d.ts'],
  ['elements/index.ts', null], // re-exported by the generated dist/elements/index.d.ts
  ['core/events.ts', null], // BoEventMap, used by the generated typings
];

/** src/ files that declare modules for the whole program; a `files` list leaves them out. */
const AMBIENT_DECLARATIONS = [join(root, 'src', 'css-text.d.ts')];

/**
 * Declarations of the public source entries (and what they reference) under dist/types/, with
 * dist/core/index.d.ts re-exporting the core. A type error in them stops the build.
 */
export function writeDeclarations(dist) {
  const entries = DECLARED_ENTRIES.filter(([source]) => existsSync(join(root, 'src', source)));
  if (entries.length === 0) return 'skipped: no public source entries yet';
  const outDir = join(dist, 'types');
  const project = join(dist, '.tsconfig.types.json');
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        allowImportingTsExtensions: false,
        rootDir: join(root, 'src'),
        outDir,
        types: [],
      },
      include: [],
      // The ambient module declarations too (`*.css?raw`), which no entry imports by name.
      files: [...entries.map(([source]) => join(root, 'src', source)), ...AMBIENT_DECLARATIONS],
    }),
  );
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const result = spawnSync(tsc, ['-p', project], { cwd: root, encoding: 'utf8' });
  rmSync(project, { force: true });
  for (const [source, reexport] of entries) {
    const declared = join(outDir, source.replace(/\.tsx?$/, '.d.ts'));
    if (!existsSync(declared)) {
      throw new Error(`no declarations for src/${source}:\n${result.stdout}${result.stderr}`);
    }
    if (reexport) {
      const target = join(dist, reexport);
      mkdirSync(dirname(target), { recursive: true });
      const from = relative(dirname(target), declared).replace(/\.d\.ts$/, '');
      writeFileSync(target, `export * from '${from.startsWith('.') ? from : `./${from}`}';\n`);
    }
  }
  // An error here is one of the shipped declarations' program (say, a module declaration it
  // lacks): what a host's compiler would read could be wrong, so the build stops.
  if (/error TS\d+/.test(result.stdout)) {
    throw new Error(`the declarations do not type-check:\n${result.stdout}`);
  }
  return 'dist/types/';
}
