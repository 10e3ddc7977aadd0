// The props of one element instance: attribute parsing by kind, property values as given, change notification for React.

export type PropKind = 'string' | 'boolean' | 'number' | 'json' | 'function';
export type PropKinds = Readonly<Record<string, PropKind>>;

/** camelCase property -> kebab-case attribute (apiBase -> api-base). */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Attribute text -> prop value. Booleans take "true"/"false" (r2wc's convention) and a bare
 * attribute counts as true; a removed attribute is undefined; bad JSON is reported, not thrown.
 */
export function parseAttribute(kind: PropKind, value: string | null, attribute: string): unknown {
  if (value === null) return undefined;
  switch (kind) {
    case 'string':
      return value;
    case 'number': {
      const number = Number.parseFloat(value);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'boolean':
      return value === '' || /^(true|1|yes|on)$/i.test(value.trim());
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        console.warn(`[backoffice-elements] attribute ${attribute} is not valid JSON; ignored.`);
        return undefined;
      }
    case 'function':
      // Callbacks cannot come from attribute text; they are set as properties.
      return undefined;
  }
}

export type ElementPropValues = Readonly<Record<string, unknown>>;

/** A tiny external store (getSnapshot/subscribe) so the React tree re-renders on prop changes. */
export class ElementPropsStore {
  #values: ElementPropValues = {};
  readonly #listeners = new Set<() => void>();

  get(name: string): unknown {
    return this.#values[name];
  }

  set(name: string, value: unknown): void {
    if (Object.is(this.#values[name], value)) return;
    this.#values = { ...this.#values, [name]: value };
    for (const listener of this.#listeners) listener();
  }

  readonly getSnapshot = (): ElementPropValues => this.#values;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}

const stores = new WeakMap<ShadowRoot, ElementPropsStore>();

/** Each element's store is found through its shadow root, the one thing r2wc hands to React. */
export function propsStoreOf(shadowRoot: ShadowRoot): ElementPropsStore {
  let store = stores.get(shadowRoot);
  if (!store) {
    store = new ElementPropsStore();
    stores.set(shadowRoot, store);
  }
  return store;
}
