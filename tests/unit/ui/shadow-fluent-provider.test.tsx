// Nested Fluent scopes (a right-to-left subtree) inside an element keep the theme and write nothing to document.head.

import { Button } from '@fluentui/react-components';
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ShadowFluentProvider } from '../../../src/ui/shadow-fluent-provider';
import { mountView } from '../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

it('a nested right-to-left scope gets dir="rtl" and the Fluent root styles, without a <style> in the page', async () => {
  const { root } = await mountView(() => (
    <ShadowFluentProvider dir="rtl">
      <Button>Back</Button>
    </ShadowFluentProvider>
  ));
  const scope = root.querySelector('button')!.closest('.fui-FluentProvider')!;
  expect(scope.getAttribute('dir')).toBe('rtl');
  expect(scope.parentElement?.closest('.fui-FluentProvider')?.getAttribute('dir')).toBe('ltr');
  expect(document.head.querySelectorAll('style')).toHaveLength(0);
});
