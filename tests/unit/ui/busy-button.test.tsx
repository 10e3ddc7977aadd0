// The busy button: keeps its place and focus while busy, and its spinner arrives in its own chunk, on the way to a press.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { BusyButton } from '../../../src/ui/busy-button';
import { mountView, waitUntil } from '../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

it('while busy: a spinner for its icon, and focusable but not pressable', async () => {
  let pressed = 0;
  const { root, setView } = await mountView(() => (
    <BusyButton busy={false} onClick={() => pressed++}>
      Save
    </BusyButton>
  ));
  const button = () => root.querySelector('button') as HTMLButtonElement;
  expect(root.querySelector('.fui-Spinner')).toBeNull();
  await setView(() => (
    <BusyButton busy onClick={() => pressed++}>
      Save
    </BusyButton>
  ));
  // The spinner's chunk loads on first use; until then its slot keeps the label in place.
  await waitUntil(() => root.querySelector('.fui-Spinner') !== null);
  expect(button().getAttribute('aria-disabled')).toBe('true');
  button().click();
  expect(pressed).toBe(0);
  expect(button().textContent).toContain('Save');
});
