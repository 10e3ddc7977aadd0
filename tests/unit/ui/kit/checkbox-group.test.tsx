// The checkbox-group field in a kit form: one label, a hint per choice, locked choices, one message, the value it sends.
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { type FieldSpec, FormDialog } from '../../../../src/ui/kit';
import { button, click, mountView, textOf, waitUntil } from '../../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

const roles: FieldSpec = {
  name: 'roles',
  kind: 'checkboxGroup',
  label: 'Roles',
  hint: 'What the account may do.',
  required: true,
  options: [
    { value: 'SA', label: 'SA', hint: 'Everything', locked: true },
    { value: 'ADMIN', label: 'Admin', hint: 'Every area' },
    { value: 'EDITOR', label: 'Editor', hint: 'Edits content' },
    { value: 'GUEST', label: 'Guest', hint: 'Reads a few areas' },
  ],
  messages: { required: 'Choose at least one role.' },
};

async function openForm(initial: string[], sent: Record<string, unknown>[]) {
  const { root } = await mountView(() => (
    <FormDialog
      title="Roles"
      fields={[roles]}
      initial={{ roles: initial }}
      editing={false}
      send={async (body) => {
        sent.push(body);
        return body;
      }}
      onSaved={() => undefined}
      onClose={() => undefined}
    />
  ));
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  return { root, dialog: root.querySelector<HTMLElement>('[role="dialog"]')! };
}

/** The checkbox whose label starts with `label`. */
function box(root: ShadowRoot, label: string): HTMLInputElement | undefined {
  return [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) =>
    textOf(input.parentElement!).startsWith(label),
  );
}

it('renders one labelled group with a hint per choice, and no locked choice not held', async () => {
  const { root, dialog } = await openForm([], []);
  const group = dialog.querySelector('fieldset')!;
  const label = root.getElementById(group.getAttribute('aria-labelledby')!)!;
  expect(textOf(label).replace(/\s*\*$/, '')).toBe('Roles');
  expect(textOf(group)).toContain('What the account may do.');
  expect(textOf(box(root, 'Editor')!.parentElement!)).toBe('Editor — Edits content');
  expect(box(root, 'SA')).toBeUndefined();
  expect(box(root, 'Admin')?.disabled).toBe(false);
});

it('a locked choice already held is shown, checked and cannot be changed', async () => {
  const { root } = await openForm(['GUEST', 'SA'], []);
  expect(box(root, 'SA')?.checked).toBe(true);
  expect(box(root, 'SA')?.disabled).toBe(true);
});

it('an empty group says why under it and takes the keyboard there; nothing is sent', async () => {
  const sent: Record<string, unknown>[] = [];
  const { root, dialog } = await openForm([], sent);
  await click(button(dialog, 'Create'));
  const alert = dialog.querySelector('[role="alert"]')!;
  expect(textOf(alert)).toBe('Choose at least one role.');
  const first = box(root, 'Admin')!;
  expect(first.getAttribute('aria-invalid')).toBe('true');
  expect(first.getAttribute('aria-describedby')).toContain(alert.id);
  await waitUntil(() => root.activeElement === first);
  expect(sent).toEqual([]);
});

it('sends the chosen codes in the order of the choices, whatever the order of the clicks', async () => {
  const sent: Record<string, unknown>[] = [];
  const { root, dialog } = await openForm([], sent);
  await click(box(root, 'Guest')!);
  await click(box(root, 'Admin')!);
  await click(box(root, 'Editor')!);
  await click(box(root, 'Editor')!);
  expect(dialog.querySelector('[role="alert"]')).toBeNull();
  await click(button(dialog, 'Create'));
  await waitUntil(() => sent.length === 1);
  expect(sent[0]).toEqual({ roles: ['ADMIN', 'GUEST'] });
});
