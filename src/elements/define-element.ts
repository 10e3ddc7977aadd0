// defineElement(): the one wrapper turning an area component into a bo-* custom element (r2wc + open shadow root + shared runtime).

import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptApiBase } from '../core/config';
import type { Translator } from '../core/i18n';
import { COMMON_PROPS, createElementHost, PROVIDER_PROPS } from './element-host';
// Side effect: announces the shipped catalogs, so an element in Arabic or German can load its own.
import './languages';
import {
  attributeName,
  type PropKind,
  type PropKinds,
  parseAttribute,
  propsStoreOf,
} from './element-props';
import { type ElementStatus, statusTrackerOf } from './element-status';
import { applyShadowTheme, parseTheme } from './shadow-theme';

export type { PropKind } from './element-props';

export interface DefineElementOptions<P> {
  /** Props the area reads, by kind; attributes are the kebab-case names (json and function also as properties). */
  props?: { readonly [K in Extract<keyof P, string>]?: PropKind };
  /** Admin-only areas show the sign-in form or Access Denied to everyone else. */
  requiresAdmin?: boolean;
  /**
   * The area's title in the element's language: names the sign-in form an admin-only element
   * shows, so several on one page are told apart ("Sign in to Tasks").
   */
  title?: (translator: Translator) => string;
}

function warn(message: string): void {
  console.warn(`[backoffice-elements] ${message}`);
}

/** Page-wide effects of the common attributes, applied before React renders with them. */
function applyCommonProp(shadowRoot: ShadowRoot, prop: string, value: unknown): void {
  if (prop === 'apiBase' && typeof value === 'string') adoptApiBase(value);
  if (prop === 'theme') applyShadowTheme(shadowRoot, parseTheme(value));
}

/**
 * Defines `tag` once per page. A second definition (say, a second copy of the bundle) warns and
 * returns the first one instead of throwing, so the host page keeps working.
 *
 * Props live in a per-element store rather than in r2wc's: r2wc round-trips every property through
 * an attribute (losing callbacks and object identity) and ignores removed attributes.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: DefineElementOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    warn(`<${tag}> is already defined on this page; the first definition stays.`);
    return existing;
  }
  const kinds: PropKinds = { ...COMMON_PROPS, ...PROVIDER_PROPS, ...options.props };
  const propByAttribute = new Map<string, string>();
  for (const [prop, kind] of Object.entries(kinds)) {
    if (kind !== 'function') propByAttribute.set(attributeName(prop), prop);
  }
  // Native properties (lang) keep their own accessors, which reflect to the attribute.
  const accessorProps = Object.keys(kinds).filter((prop) => !(prop in HTMLElement.prototype));

  const Host = createElementHost(Component, {
    requiresAdmin: options.requiresAdmin ?? false,
    title: options.title,
  });
  const Base = r2wc(Host, { shadow: 'open' });

  class BoElement extends Base {
    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      applyShadowTheme(shadowRoot, parseTheme(this.getAttribute('theme')));
      for (const [attribute] of propByAttribute) {
        const value = this.getAttribute(attribute);
        if (value !== null) this.attributeChangedCallback(attribute, null, value);
      }
      // A host may have set properties before this class existed: those own properties hide
      // the accessors below, so take them off and set them again through the accessors.
      for (const prop of accessorProps) {
        if (!Object.hasOwn(this, prop)) continue;
        const value: unknown = Reflect.get(this, prop);
        Reflect.deleteProperty(this, prop);
        Reflect.set(this, prop, value);
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = propByAttribute.get(attribute);
      const kind = prop ? kinds[prop] : undefined;
      if (!prop || !kind) return;
      setProp(this, prop, parseAttribute(kind, value, attribute));
    }
  }

  function setProp(element: HTMLElement, prop: string, value: unknown): void {
    const shadowRoot = element.shadowRoot!;
    applyCommonProp(shadowRoot, prop, value);
    propsStoreOf(shadowRoot).set(prop, value);
  }

  for (const prop of accessorProps) {
    Object.defineProperty(BoElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propsStoreOf(this.shadowRoot!).get(prop);
      },
      set(this: HTMLElement, value: unknown) {
        setProp(this, prop, value);
      },
    });
  }

  // Read-only: `loading` until the first content is on screen, then `ready`, or `error`.
  Object.defineProperty(BoElement.prototype, 'status', {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement): ElementStatus {
      return statusTrackerOf(this).status;
    },
  });

  try {
    customElements.define(tag, BoElement);
  } catch (error) {
    // Another copy of the bundle won the race between the check above and this define.
    warn(
      `<${tag}> could not be defined: ${error instanceof Error ? error.message : String(error)}`,
    );
    return customElements.get(tag) ?? BoElement;
  }
  return BoElement;
}
