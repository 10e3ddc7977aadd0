// Saving a kit form: a save confirmed first when its change calls for it, an edit that changes nothing, a read-only field on edit, refusals with a reason.
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { httpError } from '../../../../src/core/api/errors';
import { type FieldSpec, FormDialog, type FormDialogProps } from '../../../../src/ui/kit';
import {
  button,
  click,
  mountView,
  textOf,
  typeInto,
  waitUntil,
} from '../../elements/support/mount';
import { choose, control } from '../../support/reference-server';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

const fields: FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'Name', required: true },
  { name: 'email', kind: 'email', label: 'Email', required: true, readOnlyOnEdit: true },
  {
    name: 'status',
    kind: 'select',
    label: 'Status',
    required: true,
    options: [
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
];

const record = { name: 'Ann', email: 'ann@example.com', status: 'active' };

interface Opened {
  root: ShadowRoot;
  dialog: HTMLElement;
  sent: Record<string, unknown>[];
  closed: () => number;
}

async function openEdit(props: Partial<FormDialogProps> = {}): Promise<Opened> {
  const sent: Record<string, unknown>[] = [];
  let closes = 0;
  const { root } = await mountView(() => (
    <FormDialog
      title="Edit Ann"
      fields={fields}
      initial={record}
      editing
      send={async (body) => {
        sent.push(body);
        return { ...record, ...body };
      }}
      onSaved={() => undefined}
      onClose={() => {
        closes += 1;
      }}
      {...props}
    />
  ));
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!;
  return { root, dialog, sent, closed: () => closes };
}

const askWhenDisabling: FormDialogProps['confirm'] = (body) =>
  body.status === 'disabled'
    ? { title: 'Disable Ann?', body: 'Ann can no longer sign in.', confirmLabel: 'Disable' }
    : undefined;

it('a save whose change calls for it asks first; cancel sends nothing and keeps the form', async () => {
  const { root, dialog, sent } = await openEdit({ confirm: askWhenDisabling });
  await choose(control(root, dialog, 'Status'), 'disabled');
  await click(button(dialog, 'Save'));
  const question = root.querySelector<HTMLElement>('[role="alertdialog"]')!;
  expect(textOf(question)).toContain('Disable Ann?');
  expect(sent).toEqual([]);
  await click(button(question, 'Cancel'));
  await waitUntil(() => root.querySelector('[role="alertdialog"]') === null);
  expect(sent).toEqual([]);
  expect(control<HTMLSelectElement>(root, dialog, 'Status').value).toBe('disabled');
});

it('confirming sends the change the question was about', async () => {
  const { root, dialog, sent } = await openEdit({ confirm: askWhenDisabling });
  await choose(control(root, dialog, 'Status'), 'disabled');
  await click(button(dialog, 'Save'));
  const question = root.querySelector<HTMLElement>('[role="alertdialog"]')!;
  await click(button(question, 'Disable'));
  await waitUntil(() => sent.length === 1);
  expect(sent[0]).toEqual({ status: 'disabled' });
});

it('a change the question is not about is sent without asking', async () => {
  const { root, dialog, sent } = await openEdit({ confirm: askWhenDisabling });
  await typeInto(control(root, dialog, 'Name'), 'Ann King');
  await click(button(dialog, 'Save'));
  await waitUntil(() => sent.length === 1);
  expect(root.querySelector('[role="alertdialog"]')).toBeNull();
  expect(sent[0]).toEqual({ name: 'Ann King' });
});

it('an edit that changes nothing closes without a request', async () => {
  const { dialog, sent, closed } = await openEdit();
  await click(button(dialog, 'Save'));
  expect(closed()).toBe(1);
  expect(sent).toEqual([]);
});

it('a read-only-on-edit field is shown, cannot be typed into, and is not required', async () => {
  const { root, dialog } = await openEdit();
  const email = control<HTMLInputElement>(root, dialog, 'Email');
  expect(email.value).toBe('ann@example.com');
  expect(email.readOnly).toBe(true);
  const label = [...dialog.querySelectorAll('label')].find((l) => textOf(l).startsWith('Email'))!;
  expect(textOf(label)).toBe('Email');
});

it('the same field is editable and required when creating', async () => {
  const { root, dialog } = await openEdit({ editing: false, initial: { ...record, email: '' } });
  const email = control<HTMLInputElement>(root, dialog, 'Email');
  expect(email.readOnly).toBe(false);
  await click(button(dialog, 'Create'));
  expect(textOf(dialog)).toContain('Required.');
});

it('a refusal naming a field shows its message there and the reason above the buttons', async () => {
  const { root, dialog } = await openEdit({
    send: async () => {
      throw httpError(409, 'Conflict', {
        error: {
          code: 'CONFLICT',
          message: 'You cannot remove your own access',
          fields: { 'status.0': 'would lock you out' },
        },
      });
    },
  });
  await choose(control(root, dialog, 'Status'), 'disabled');
  await click(button(dialog, 'Save'));
  await waitUntil(() => textOf(dialog).includes('Would lock you out'));
  expect(textOf(dialog)).toContain('You cannot remove your own access');
});

it('a validation refusal wholly about the fields shown says it at the fields only', async () => {
  const { root, dialog } = await openEdit({
    send: async () => {
      throw httpError(400, 'Bad Request', {
        error: { code: 'VALIDATION_ERROR', message: 'Invalid body', fields: { name: 'taken' } },
      });
    },
  });
  await typeInto(control(root, dialog, 'Name'), 'Bob');
  await click(button(dialog, 'Save'));
  await waitUntil(() => textOf(dialog).includes('Taken'));
  expect(textOf(dialog)).not.toContain('Could not save');
});
