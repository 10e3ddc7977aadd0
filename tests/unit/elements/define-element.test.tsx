// The element wrapper: definition guard, attributes and properties, Fluent styled inside the shadow root.

import { Dialog, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { configure, getConfig } from '../../../src/core/config';
import { registerMessages } from '../../../src/core/i18n';
import { useLocale, useT } from '../../../src/ui/i18n';
import { defineElement } from '../../../src/elements/define-element';
import { flush, mountView, textOf, uniqueTag, waitUntil } from './support/mount';

interface GreetingProps {
  greeting?: string;
  count?: number;
  loud?: boolean;
  person?: { name: string };
  onGreet?: (name: string) => void;
}

function Greeting(props: GreetingProps) {
  const text = `${props.greeting ?? 'Hello'} ${props.person?.name ?? 'nobody'} x${props.count ?? 0}`;
  return (
    <button type="button" onClick={() => props.onGreet?.(props.person?.name ?? '')}>
      {props.loud ? text.toUpperCase() : text}
    </button>
  );
}

const greetingProps = {
  greeting: 'string',
  count: 'number',
  loud: 'boolean',
  person: 'json',
  onGreet: 'function',
} as const;

type GreetingElement = HTMLElement & GreetingProps & { apiBase?: string; theme?: string };

async function place(
  tag: string,
  attributes: Record<string, string> = {},
): Promise<GreetingElement> {
  const element = document.createElement(tag) as GreetingElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  await flush();
  return element;
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  vi.restoreAllMocks();
});

it('defining a tag twice warns and keeps the first definition', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const tag = uniqueTag('twice');
  const first = defineElement(tag, Greeting, { props: greetingProps });
  const second = defineElement(tag, () => null);
  expect(second).toBe(first);
  expect(customElements.get(tag)).toBe(first);
  expect(warn).toHaveBeenCalledWith(
    `[backoffice-elements] <${tag}> is already defined on this page; the first definition stays.`,
  );
});

it('attributes reach the component parsed by kind', async () => {
  const tag = uniqueTag('attrs');
  defineElement(tag, Greeting, { props: greetingProps });
  const element = await place(tag, {
    greeting: 'Hi',
    count: '3',
    loud: 'true',
    person: '{"name":"Ada"}',
  });
  expect(textOf(element.shadowRoot!.querySelector('button')!)).toBe('HI ADA X3');
});

it('a removed attribute takes its prop back to the default', async () => {
  const tag = uniqueTag('removed');
  defineElement(tag, Greeting, { props: greetingProps });
  const element = await place(tag, { greeting: 'Hi' });
  await act(async () => element.removeAttribute('greeting'));
  expect(textOf(element.shadowRoot!.querySelector('button')!)).toBe('Hello nobody x0');
});

it('objects and callbacks set as properties arrive as they are', async () => {
  const tag = uniqueTag('props');
  defineElement(tag, Greeting, { props: greetingProps });
  const element = await place(tag);
  const greeted: string[] = [];
  const person = { name: 'Grace' };
  await act(async () => {
    element.person = person;
    element.onGreet = (name) => greeted.push(name);
  });
  expect(element.person).toBe(person);
  await act(async () => element.shadowRoot!.querySelector('button')!.click());
  expect(greeted).toEqual(['Grace']);
  expect(element.hasAttribute('person')).toBe(false);
});

it('a property set before the element is defined is re-applied', async () => {
  const tag = uniqueTag('early');
  const element = document.createElement(tag) as GreetingElement;
  element.person = { name: 'Early' };
  element.greeting = 'Welcome';
  await act(async () => {
    document.body.append(element);
  });
  await act(async () => {
    defineElement(tag, Greeting, { props: greetingProps });
  });
  await flush();
  expect(Object.hasOwn(element, 'person')).toBe(false);
  expect(textOf(element.shadowRoot!.querySelector('button')!)).toBe('Welcome Early x0');
});

it('api-base configures the shared client', async () => {
  const before = getConfig().apiBase;
  const tag = uniqueTag('api');
  defineElement(tag, Greeting, { props: greetingProps });
  await place(tag, { 'api-base': 'http://127.0.0.1:9/api/v1' });
  expect(getConfig().apiBase).toBe('http://127.0.0.1:9/api/v1');
  configure({ apiBase: before });
});

/** Shows what the element's translator says: its language, direction, a text and a number. */
function LanguageProbe() {
  const { t, lang, dir } = useT();
  const { formatNumber } = useLocale();
  return (
    <output data-lang={lang} data-dir={dir}>
      {t('dialog.cancel')} {formatNumber(1234.5)}
    </output>
  );
}

function probeOf(element: HTMLElement): HTMLOutputElement {
  const output = element.shadowRoot?.querySelector('output');
  if (!output) throw new Error('no probe output');
  return output;
}

it('each element translates in its own language, the nearest lang deciding', async () => {
  registerMessages('fr', { 'dialog.cancel': 'Annuler' });
  const tag = uniqueTag('lang');
  defineElement(tag, LanguageProbe);
  const french = await place(tag, { lang: 'fr' });
  const plain = await place(tag);
  expect(probeOf(french).textContent).toBe('Annuler 1\u202f234,5');
  expect(probeOf(plain).textContent).toBe('Cancel 1,234.5');
  // An ancestor's lang reaches an element without its own.
  const section = document.createElement('section');
  section.lang = 'fr';
  await act(async () => {
    document.body.append(section);
    section.append(plain);
  });
  await waitUntil(() => probeOf(plain).dataset.lang === 'fr');
  expect(probeOf(plain).textContent).toContain('Annuler');
  // The element's own attribute wins, live.
  await act(async () => plain.setAttribute('lang', 'en'));
  await waitUntil(() => probeOf(plain).dataset.lang === 'en');
  expect(probeOf(plain).textContent).toContain('Cancel');
});

it('Arabic turns the element right to left unless its own dir says otherwise', async () => {
  const tag = uniqueTag('rtl');
  defineElement(tag, LanguageProbe);
  const arabic = await place(tag, { lang: 'ar' });
  // The Arabic catalog is a chunk of its own: nothing shows until it is there.
  await waitUntil(() => arabic.shadowRoot?.querySelector('output') !== null);
  expect(probeOf(arabic).dataset.dir).toBe('rtl');
  expect(probeOf(arabic).textContent).toContain('إلغاء');
  const forcedLtr = await place(tag, { lang: 'ar', dir: 'ltr' });
  await waitUntil(() => forcedLtr.shadowRoot?.querySelector('output') !== null);
  expect([
    forcedLtr.getAttribute('dir'),
    probeOf(forcedLtr).dataset.dir,
    probeOf(forcedLtr).dataset.lang,
  ]).toEqual(['ltr', 'ltr', 'ar']);
});

it('strings overrides single texts of one element', async () => {
  const tag = uniqueTag('strings');
  defineElement(tag, LanguageProbe);
  const custom = await place(tag, { strings: JSON.stringify({ 'dialog.cancel': 'Never mind' }) });
  const plain = await place(tag);
  expect(probeOf(custom).textContent).toContain('Never mind');
  expect(probeOf(plain).textContent).toContain('Cancel');
  await act(async () => {
    Reflect.set(custom, 'strings', { 'dialog.cancel': 'Back' });
  });
  await waitUntil(() => probeOf(custom).textContent?.includes('Back') === true);
});

/** The text of the first adopted sheet: the theme's `:host` rules. */
function hostTokens(root: ShadowRoot): string {
  return [...root.adoptedStyleSheets[0]!.cssRules].map((rule) => rule.cssText).join('\n');
}

it('a dark element never shows the light tokens: it stays invisible until the dark ones are in', async () => {
  const tag = uniqueTag('dark');
  defineElement(tag, Greeting, { props: greetingProps });
  const element = document.createElement(tag) as GreetingElement;
  element.setAttribute('theme', 'dark');
  const root = element.shadowRoot!;
  // The first dark element of the page: its tokens are still loading.
  expect(hostTokens(root)).not.toContain('#ffffff');
  expect(hostTokens(root)).toContain('visibility: hidden');
  await act(async () => {
    document.body.append(element);
  });
  await waitUntil(() => hostTokens(root).includes('#292929'));
  expect(hostTokens(root)).not.toContain('visibility: hidden');
  expect(textOf(root)).toBe('Hello nobody x0');
});

it('theme tokens are a :host rule adopted by the shadow root, and nothing goes to document.head', async () => {
  const { root, host } = await mountView(() => (
    <Field label="Name">
      <Input />
    </Field>
  ));
  const themeSheet = root.adoptedStyleSheets[0]!;
  const hostRule = themeSheet.cssRules[0] as CSSStyleRule;
  expect(hostRule.selectorText).toBe(':host');
  // Fluent's value stands behind the host's --bo-* token.
  expect(hostRule.style.getPropertyValue('--colorNeutralBackground1')).toMatch(/#ffffff\)$/);
  const griffelRules = root.adoptedStyleSheets.slice(1).flatMap((sheet) => [...sheet.cssRules]);
  expect(griffelRules.length).toBeGreaterThan(10);
  expect(document.head.querySelectorAll('style')).toHaveLength(0);

  await act(async () => host.setAttribute('theme', 'dark'));
  // The dark tokens are a chunk of their own: they replace the light ones once loaded.
  await waitUntil(() => hostTokens(root).includes('#292929'));
  const darkRule = root.adoptedStyleSheets[0]!.cssRules[0] as CSSStyleRule;
  expect(darkRule.style.getPropertyValue('--colorNeutralBackground1')).toMatch(/#292929\)$/);
  expect(root.adoptedStyleSheets.filter((sheet) => sheet === themeSheet)).toHaveLength(0);
});

it('portals (dialogs, toasts) render inside the shadow root', async () => {
  const { root } = await mountView(() => (
    <Dialog open>
      <DialogSurface>
        <DialogTitle>Inside</DialogTitle>
      </DialogSurface>
    </Dialog>
  ));
  await flush();
  const portals = root.querySelector('[data-bo-portals]')!;
  expect(textOf(portals)).toContain('Inside');
  expect(textOf(document.body)).not.toContain('Inside');
});

it("hands tabster its own shadow DOM API where Fluent's useTabster reads it", async () => {
  const { getShadowDOMAPI } = await import('tabster');
  const { tabsterShadowDOMAPI } = await import('../../../src/elements/tabster-shadow-dom');
  expect(tabsterShadowDOMAPI).toBe(getShadowDOMAPI());
  expect(window.__tabsterShadowDOMAPI).toBe(tabsterShadowDOMAPI);
});

it('two elements never share ids: the prefix comes from a page-global counter', async () => {
  const field = () => (
    <Field label="Name">
      <Input />
    </Field>
  );
  const first = await mountView(field);
  const second = await mountView(field);
  const idOf = (root: ShadowRoot) => root.querySelector('input')!.id;
  expect(idOf(first.root)).toMatch(/^bo\d+-/);
  expect(idOf(second.root)).toMatch(/^bo\d+-/);
  expect(idOf(first.root).split('-')[0]).not.toBe(idOf(second.root).split('-')[0]);
});

it('an element moved in the page renders again without duplicating its styles', async () => {
  const { host, root } = await mountView(() => (
    <Field label="Name">
      <Input />
    </Field>
  ));
  const sheets = root.adoptedStyleSheets.length;
  await act(async () => host.remove());
  expect(root.querySelector('input')).toBeNull();
  await act(async () => {
    document.body.append(host);
  });
  await flush();
  expect(root.querySelector('input')).not.toBeNull();
  expect(root.adoptedStyleSheets).toHaveLength(sheets);
  expect(root.querySelectorAll('[data-bo-portals]')).toHaveLength(1);
});

it('an element inside a right-to-left page region renders right to left, and follows changes', async () => {
  const tag = uniqueTag('dir');
  defineElement(tag, Greeting, { props: greetingProps });
  const region = document.createElement('section');
  region.setAttribute('dir', 'rtl');
  document.body.append(region);
  const element = document.createElement(tag);
  await act(async () => {
    region.append(element);
  });
  await flush();
  const root = () => element.shadowRoot!.querySelector('[dir]');
  expect(root()?.getAttribute('dir')).toBe('rtl');
  await act(async () => {
    region.setAttribute('dir', 'ltr');
  });
  await flush();
  expect(root()?.getAttribute('dir')).toBe('ltr');
});
