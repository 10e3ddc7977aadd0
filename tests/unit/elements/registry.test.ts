// The tag registry behind the Custom Elements Manifest agrees with the wrapper and the event map.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BO_EVENT_NAMES } from '../../../src/core/events';
import { COMMON_PROPS } from '../../../src/elements/element-host';
import { attributeName } from '../../../src/elements/element-props';
import { COMMON_ATTRIBUTES, ELEMENTS, elementInfo } from '../../../src/elements/registry';

it('lists the console, the sign-in form and every area of the manifest, each with its tag module', () => {
  const tags = ELEMENTS.map((element) => element.tag);
  expect(tags.slice(0, 5)).toEqual([
    'bo-console',
    'bo-sign-in',
    'bo-dashboard',
    'bo-task-list',
    'bo-message-list',
  ]);
  expect(tags).toEqual(
    expect.arrayContaining([
      'bo-source-list',
      'bo-user-list',
      'bo-buyer-list',
      'bo-order-list',
      'bo-link-list',
      'bo-message-list',
      'bo-category-list',
      'bo-permission-matrix',
      'bo-channel-table',
      'bo-sys-user-manager',
    ]),
  );
  for (const tag of tags.filter((name) => name !== 'bo-console'))
    expect(existsSync(join(process.cwd(), 'src', 'elements', 'tags', `${tag}.ts`)), tag).toBe(true);
});

it('describes every attribute of <bo-console>', () => {
  expect(elementInfo('bo-console')?.attributes.map((attribute) => attribute.name)).toEqual([
    'api-base',
    'theme',
    'lang',
    'strings',
    'routing',
    'base-path',
    'initial-path',
    'customizer',
    'chunk-timeout',
  ]);
});

it('the common attributes are exactly the ones every element handles', () => {
  expect(Object.fromEntries(COMMON_ATTRIBUTES.map((a) => [a.property, a.kind]))).toEqual(
    COMMON_PROPS,
  );
});

it('attribute names are the kebab-case of their properties', () => {
  for (const element of ELEMENTS) {
    for (const attribute of element.attributes) {
      expect(attribute.name).toBe(attributeName(attribute.property));
    }
  }
});

it('every listed event is a known bo-* event', () => {
  const known: readonly string[] = BO_EVENT_NAMES;
  for (const element of ELEMENTS) {
    for (const event of element.events) expect(known).toContain(event.name);
  }
});

it('area elements are admin-only and announce failures and changes', () => {
  const taskList = elementInfo('bo-task-list')!;
  expect(taskList.requiresAdmin).toBe(true);
  expect(taskList.module).toBe('elements/bo-task-list.js');
  expect(taskList.events.map((event) => event.name)).toEqual([
    'bo-error',
    'bo-change',
    'bo-task-select',
  ]);
  expect(elementInfo('bo-sign-in')!.requiresAdmin).toBe(false);
});
