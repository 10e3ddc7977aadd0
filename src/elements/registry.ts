// The public tags with their attributes and events: the data behind the Custom Elements Manifest and the typings.

import { AREA_DESCRIPTIONS } from '../areas/area-descriptions';
import { AREAS } from '../areas/area-list';
import type { BoEventName } from '../core/events';
import { ALL_PARTS, PAGE_PARTS, type ThemePart } from '../ui/parts';
import type { PropKind } from './element-props';

// Every tag reads the same theming tokens (manifest cssProperties); the parts it names (cssParts) are in its entry.
export { THEME_PARTS } from '../ui/parts';
export { THEME_TOKENS } from './theme-tokens';

export interface ElementAttributeInfo {
  /** Attribute name (kebab-case). */
  name: string;
  /** Property name (camelCase). */
  property: string;
  kind: PropKind;
  description: string;
  default?: string;
  /** The TypeScript type of the property when its kind says too little (a JSON object's shape). */
  type?: string;
  /** The allowed values, when the attribute is an enumeration. */
  values?: readonly string[];
  /** Set by the element itself (reflected state); hosts read it, never set it. */
  readonly?: boolean;
}

export interface ElementEventInfo {
  name: BoEventName;
  description: string;
  /** Where it is dispatched when not on the element itself. */
  target?: 'document';
}

export interface ElementMethodInfo {
  name: string;
  description: string;
  parameters: readonly { name: string; type: string; description: string }[];
  /** The TypeScript type of what it returns. */
  returns: string;
}

export interface ElementInfo {
  tag: string;
  /** The module under dist/ that registers the tag. */
  module: string;
  description: string;
  requiresAdmin: boolean;
  attributes: readonly ElementAttributeInfo[];
  events: readonly ElementEventInfo[];
  /** The `::part()` names this tag renders (manifest cssParts); not every tag has a table. */
  parts: readonly ThemePart[];
  /** Methods a host may call besides HTMLElement's (manifest members, typings). */
  methods?: readonly ElementMethodInfo[];
}

/** Understood by every tag: the API base, the theme and the language. */
export const COMMON_ATTRIBUTES: readonly ElementAttributeInfo[] = [
  {
    name: 'api-base',
    property: 'apiBase',
    kind: 'string',
    description: "Base URL of the API; relative values resolve on the page's origin.",
    default: '/api/v1',
  },
  {
    name: 'theme',
    property: 'theme',
    kind: 'string',
    description: 'Colour theme of the element.',
    default: 'light',
    values: ['light', 'dark'],
  },
  {
    name: 'lang',
    property: 'lang',
    kind: 'string',
    description:
      "Language of the texts, numbers and dates (en, ar, de shipped); else the nearest ancestor's lang, <html lang>, the browser's. Arabic reads right to left.",
    default: 'en',
  },
  {
    name: 'strings',
    property: 'strings',
    kind: 'json',
    type: 'Readonly<Record<string, string>>',
    description:
      'Texts replaced for this element only, by message key: {"tasks.title": "To do"}; a JSON attribute or an object property.',
  },
];

/** What the shared wrapper gives every tag, listed or not: the lifecycle status and bo-ready. */
export const WRAPPER_ATTRIBUTES: readonly ElementAttributeInfo[] = [
  {
    name: 'status',
    property: 'status',
    kind: 'string',
    description:
      'Lifecycle, reflected by the element (read-only): loading until its first content is on screen, then ready, or error while it shows a failure.',
    default: 'loading',
    values: ['loading', 'ready', 'error'],
    readonly: true,
  },
  // Properties only (no attribute carries an object): see the README's "Your own back end".
  {
    name: 'data-provider',
    property: 'dataProvider',
    kind: 'function',
    type: "import('../types/core/providers/data-provider').DataProvider & Partial<import('../types/core/providers/extras').DataProviderExtras>",
    description:
      'A react-admin DataProvider (getList, getOne, getMany, getManyReference, create, update, updateMany, delete, deleteMany, plus optional extras) this element reads and writes through instead of the reference API; configure({ dataProvider }) sets it page-wide.',
  },
  {
    name: 'auth-provider',
    property: 'authProvider',
    kind: 'function',
    type: "import('../types/core/providers/data-provider').AuthProvider",
    description:
      'A react-admin AuthProvider (login, logout, checkAuth, checkError, getIdentity, getPermissions) used instead of the token client; configure({ authProvider }) sets it page-wide.',
  },
];
export const WRAPPER_EVENTS: readonly ElementEventInfo[] = [
  {
    name: 'bo-ready',
    description:
      'Once per element, when its first content (rows, a form, an empty or error state) is on screen: {}.',
  },
];

const ERROR_EVENT: ElementEventInfo = {
  name: 'bo-error',
  description:
    "A request of this element failed, or a screen could not show what it received: { kind, status?, code?, message, retryable, retryAfter? (seconds the server asked to wait) }. `code` is the server's error code, or INVALID_REPLY (kind PARSING_ERROR: an answer of the wrong shape; the message names the field) or SCREEN_FAILED (kind PARSING_ERROR: the screen failed while rendering and shows its fallback with Retry).",
};
const CHANGE_EVENT: ElementEventInfo = {
  name: 'bo-change',
  description: 'An item was created, updated or deleted: { resource, action, item }.',
};
const SESSION_EVENTS: readonly ElementEventInfo[] = [
  {
    name: 'bo-signed-in',
    description: 'Someone signed in (in any element or tab): { user }.',
    target: 'document',
  },
  {
    name: 'bo-signed-out',
    description: 'The session ended (sign-out, other tab, failed refresh): {}.',
    target: 'document',
  },
];

/** Attributes some areas understand besides the common ones. */
const AREA_ATTRIBUTES: Readonly<Record<string, readonly ElementAttributeInfo[]>> = {
  'bo-dashboard': [
    {
      name: 'date',
      property: 'date',
      kind: 'string',
      description: 'The day (YYYY-MM-DD) the figures are as of; today (UTC) when empty.',
    },
  ],
};

/** The parts of areas that are not a list of rows (no toolbar, table, drawer or delete confirmation) beyond the page's own. */
const PAGE_AREA_PARTS: Readonly<Record<string, readonly ThemePart[]>> = {
  'bo-permission-matrix': ['table', 'row', 'cell', 'dialog'],
};

function areaElement(area: (typeof AREAS)[number], events: readonly ElementEventInfo[]) {
  const { tag } = area;
  return {
    tag,
    module: `elements/${tag}.js`,
    description: AREA_DESCRIPTIONS[area.key],
    requiresAdmin: true,
    attributes: [...COMMON_ATTRIBUTES, ...(AREA_ATTRIBUTES[tag] ?? [])],
    events: [ERROR_EVENT, CHANGE_EVENT, ...events],
    parts: area.rows ? ALL_PARTS : [...PAGE_PARTS, ...(PAGE_AREA_PARTS[tag] ?? [])],
  } satisfies ElementInfo;
}

export const ELEMENTS: readonly ElementInfo[] = [
  {
    tag: 'bo-console',
    module: 'elements/bo-console.js',
    description: 'The full console with all routes, layouts and the customizer.',
    requiresAdmin: false,
    attributes: [
      ...COMMON_ATTRIBUTES,
      {
        name: 'routing',
        property: 'routing',
        kind: 'string',
        description: 'How routes map to the address bar.',
        default: 'browser',
        values: ['browser', 'hash', 'memory'],
      },
      {
        name: 'base-path',
        property: 'basePath',
        kind: 'string',
        description: 'Path prefix under which the console lives in browser-history mode.',
        default: '/',
      },
      {
        name: 'initial-path',
        property: 'initialPath',
        kind: 'string',
        description: 'The first path shown in memory routing mode.',
        default: '/',
      },
      {
        name: 'customizer',
        property: 'customizer',
        kind: 'boolean',
        description:
          'Shows the settings button and the customizer panel (layout, sidebar colour, RTL, light or dark).',
        default: 'false',
      },
      {
        name: 'chunk-timeout',
        property: 'chunkTimeout',
        kind: 'number',
        description:
          'Milliseconds before a lazily loaded part counts as failed ("Loading chunk {n} failed").',
        default: '120000',
      },
    ],
    events: [
      { name: 'bo-navigate', description: 'The console moved to another path: { path }.' },
      ERROR_EVENT,
      CHANGE_EVENT,
      ...SESSION_EVENTS,
    ],
    parts: ALL_PARTS,
    methods: [
      {
        name: 'navigate',
        description:
          'Shows another console path, as a link inside the console would (guards and redirects apply); bo-navigate follows.',
        parameters: [
          {
            name: 'path',
            type: 'string',
            description: 'A console path with its query, e.g. /task?status=open.',
          },
        ],
        returns: 'void',
      },
    ],
  },
  {
    tag: 'bo-sign-in',
    module: 'elements/bo-sign-in.js',
    description:
      'Token sign-in form with the phone-login wizard; signs every element on the page in or out.',
    requiresAdmin: false,
    attributes: COMMON_ATTRIBUTES,
    events: [ERROR_EVENT, ...SESSION_EVENTS],
    parts: ['button-primary'],
  },
  // Every area of the manifest; tasks also announce the opened task.
  ...AREAS.map((area) =>
    areaElement(
      area,
      area.key === 'tasks'
        ? [{ name: 'bo-task-select', description: 'A task was opened: { uuid }.' }]
        : area.key === 'sources' || area.key === 'dashboard'
          ? [
              {
                name: 'bo-navigate',
                description:
                  "The reader follows a link to another console path (a source's messages, a dashboard card's area): { path }; cancel it to route yourself.",
              },
            ]
          : [],
    ),
  ),
];

export function elementInfo(tag: string): ElementInfo | undefined {
  return ELEMENTS.find((element) => element.tag === tag);
}
