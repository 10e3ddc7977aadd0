// Test support: React views mounted inside real custom elements (shadow root + every provider), flushed with act().

import { act, type ReactNode } from 'react';
import { defineElement } from '../../../../src/elements/define-element';
// The bundle runs this with tabster's own chunk, before anything can create tabster; unbundled,
// it runs up front.
import '../../../../src/elements/tabster-shadow-dom';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
// happy-dom rejects Animation.finished on cancel without marking it handled (the spec marks it),
// so every closing Fluent dialog would log an unhandled rejection. Without element.animate,
// Fluent's motion takes its documented test-environment path instead.
Reflect.set(Element.prototype, 'animate', undefined);

let tagCount = 0;

/** Custom element names are page-global and permanent, so every test defines fresh ones. */
export function uniqueTag(name: string): string {
  tagCount += 1;
  return `test-${name}-${tagCount}`;
}

type ViewHost = HTMLElement & { view?: () => ReactNode };

function View(props: { view?: () => ReactNode }) {
  return props.view?.() ?? null;
}

export interface Mounted {
  host: ViewHost;
  root: ShadowRoot;
  setView(view: () => ReactNode): Promise<void>;
  remove(): Promise<void>;
}

/** Lets React commit and effects run, including those scheduled by timers of 0 ms. */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export async function mountView(
  view: () => ReactNode,
  options: { requiresAdmin?: boolean; attributes?: Record<string, string> } = {},
): Promise<Mounted> {
  const tag = uniqueTag('view');
  defineElement(tag, View, { props: { view: 'function' }, requiresAdmin: options.requiresAdmin });
  const host = document.createElement(tag) as ViewHost;
  for (const [name, value] of Object.entries(options.attributes ?? {}))
    host.setAttribute(name, value);
  host.view = view;
  await act(async () => {
    document.body.append(host);
  });
  await flush();
  return {
    host,
    root: host.shadowRoot!,
    async setView(next) {
      await act(async () => {
        host.view = next;
      });
    },
    async remove() {
      await act(async () => {
        host.remove();
      });
    },
  };
}

/** The text of an element as a user reads it: collapsed whitespace. */
export function textOf(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A button by its accessible name (text or aria-label). */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (candidate) => candidate.getAttribute('aria-label') === name || textOf(candidate) === name,
  );
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
}

/** The control a <label> with this exact text points at. */
export function labelled<E extends HTMLElement = HTMLInputElement>(
  root: ShadowRoot,
  label: string,
): E {
  const found = [...root.querySelectorAll('label')].find(
    (candidate) => textOf(candidate) === label,
  );
  const id = found?.htmlFor;
  const control = id ? root.getElementById(id) : null;
  if (!control) throw new Error(`no control labelled "${label}"`);
  return control as E;
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Types into an input the way React listens for it (native value setter + input event). */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function pressKey(target: Element, key: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  });
}

/** Lets React and the network make progress until the condition holds (the test's own timeout bounds it). */
export async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await flush();
}
