// FormDialog: every field kind renders with its label, checks its value, and sends what the reader entered; the reference picker searches the real server.
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { buyerReference } from '../../../../src/areas/kit/references';
import { httpError } from '../../../../src/core/api/errors';
import { queryClient } from '../../../../src/core/query/client';
import type { Buyer, ListReply } from '../../../../src/resources/schemas';
import { type FieldSpec, FormDialog } from '../../../../src/ui/kit';
import {
  button,
  click,
  mountView,
  textOf,
  typeInto,
  waitUntil,
} from '../../elements/support/mount';
import { choose, control, referenceServerForFile } from '../../support/reference-server';

const server = referenceServerForFile();

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  queryClient.clear();
});

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

const fields: FieldSpec[] = [
  { name: 'title', kind: 'text', label: 'Title', maxLength: 5 },
  { name: 'note', kind: 'longText', label: 'Note' },
  { name: 'email', kind: 'email', label: 'Email' },
  { name: 'phone', kind: 'phone', label: 'Phone' },
  { name: 'url', kind: 'url', label: 'Address' },
  { name: 'count', kind: 'number', label: 'Count', integer: true },
  { name: 'amount', kind: 'money', label: 'Amount', currency: 'EUR' },
  { name: 'at', kind: 'datetime', label: 'At' },
  { name: 'kind', kind: 'select', label: 'Kind', options },
  { name: 'tags', kind: 'multiSelect', label: 'Tags', options },
  { name: 'active', kind: 'switch', label: 'Active' },
  { name: 'buyer_uuid', kind: 'reference', label: 'Buyer', reference: buyerReference },
];

const initial = {
  title: '',
  note: '',
  email: '',
  phone: '',
  url: '',
  count: null,
  amount: null,
  at: null,
  kind: '',
  tags: [],
  active: false,
  buyer_uuid: null,
};

it('renders each kind, checks the values, and sends the create body', async () => {
  const sent: Record<string, unknown>[] = [];
  const mounted = await mountView(() => (
    <FormDialog
      title="New thing"
      fields={fields}
      initial={initial}
      editing={false}
      send={async (body) => {
        sent.push(body);
        return body;
      }}
      onSaved={() => undefined}
      onClose={() => undefined}
    />
  ));
  const { root } = mounted;
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!;
  for (const field of fields) expect(() => control(root, dialog, field.label)).not.toThrow();

  await typeInto(control(root, dialog, 'Title'), 'Too long');
  await typeInto(control(root, dialog, 'Email'), 'ann@');
  await typeInto(control(root, dialog, 'Phone'), '12');
  await typeInto(control(root, dialog, 'Address'), 'example.com');
  await typeInto(control(root, dialog, 'Count'), '1.5');
  await typeInto(control(root, dialog, 'Amount'), '12.345');
  // A new record's form creates; the keyboard goes to the first field that says why not.
  control(root, dialog, 'Note').focus();
  await click(button(dialog, 'Create'));
  expect(sent).toEqual([]);
  await waitUntil(() => root.activeElement === control(root, dialog, 'Title'));
  const text = textOf(dialog);
  expect(text).toContain('At most 5 characters.');
  expect(text).toContain('Enter an email address');
  expect(text).toContain('international format');
  expect(text).toContain('full web address');
  expect(text).toContain('Enter a whole number.');
  expect(text).toContain('Enter an amount like 12.50.');

  await typeInto(control(root, dialog, 'Title'), ' Lamp ');
  await act(async () => {
    const note = control<HTMLTextAreaElement>(root, dialog, 'Note');
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      note,
      'A note',
    );
    note.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await typeInto(control(root, dialog, 'Email'), 'ann@example.com');
  await typeInto(control(root, dialog, 'Phone'), '+15550000001');
  await typeInto(control(root, dialog, 'Address'), 'https://example.com');
  await typeInto(control(root, dialog, 'Count'), '3');
  await typeInto(control(root, dialog, 'Amount'), '12.5');
  await typeInto(control(root, dialog, 'At'), '2026-01-02T03:04');
  await choose(control(root, dialog, 'Kind'), 'b');
  await click(control(root, dialog, 'Active'));

  // The reference picker searches buyers by what is typed and shows names.
  const buyers = await server.call<ListReply<Buyer>>('GET', '/buyers?limit=1&sort=name&order=asc');
  const buyer = buyers.json.items[0]!;
  await typeInto(control(root, dialog, 'Buyer'), buyer.name.slice(0, 4));
  await waitUntil(() =>
    [...root.querySelectorAll('[role="option"]')].some((option) => textOf(option) === buyer.name),
  );
  const option = [...root.querySelectorAll<HTMLElement>('[role="option"]')].find(
    (candidate) => textOf(candidate) === buyer.name,
  )!;
  await click(option);

  await click(button(dialog, 'Create'));
  await waitUntil(() => sent.length === 1);
  expect(sent[0]).toEqual({
    title: 'Lamp',
    note: 'A note',
    email: 'ann@example.com',
    phone: '+15550000001',
    url: 'https://example.com',
    count: 3,
    amount: 1250,
    at: new Date('2026-01-02T03:04').toISOString(),
    kind: 'b',
    tags: [],
    active: true,
    buyer_uuid: buyer.uuid,
  });
}, 60_000);

it('edits send only what changed, and server field messages show at their field', async () => {
  const sent: Record<string, unknown>[] = [];
  const mounted = await mountView(() => (
    <FormDialog
      title="Edit"
      fields={fields.slice(0, 3)}
      initial={{ title: 'Lamp', note: 'old', email: 'a@example.com' }}
      editing
      send={async (body) => {
        sent.push(body);
        throw httpError(400, 'Bad Request', {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            fields: { email: 'Taken already' },
          },
        });
      }}
      onSaved={() => undefined}
      onClose={() => undefined}
    />
  ));
  const { root } = mounted;
  await waitUntil(() => root.querySelector('[role="dialog"]') !== null);
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!;
  await typeInto(control(root, dialog, 'Email'), 'b@example.com');
  await click(button(dialog, 'Save'));
  await waitUntil(() => textOf(dialog).includes('Taken already'));
  expect(sent).toEqual([{ email: 'b@example.com' }]);
  // The server's refusal of a field takes the keyboard there too.
  await waitUntil(() => root.activeElement === control(root, dialog, 'Email'));
});
