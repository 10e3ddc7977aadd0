// StatusBadge: each domain value gets its colour and a humanized label from the catalog.

import { Badge } from '@fluentui/react-components';
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import {
  TASK_STATUSES,
  MESSAGE_STATUSES,
  ORDER_STATUSES,
  SYS_USER_STATUSES,
  USER_STATUSES,
  BUYER_STATUSES,
  TASK_PRIORITIES,
  REVIEW_VERDICTS,
} from '../../../src/resources/enums';
import { english } from '../../../src/core/i18n';
import { localeOf } from '../../../src/ui/locale';
import { humanize, STATUS_LOOKS, StatusBadge, statusLook } from '../../../src/ui/status-badge';

const { statusLabel } = localeOf(english);
import { mountView, textOf } from '../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

it('task statuses map to their colours', () => {
  expect(TASK_STATUSES.map((status) => statusLook(status).color)).toEqual([
    'informative',
    'brand',
    'warning',
    'success',
    'subtle',
  ]);
});

it('failures and urgency stand out as filled danger badges', () => {
  expect(statusLook('failed')).toEqual({ color: 'danger', appearance: 'filled' });
  expect(statusLook('urgent')).toEqual({ color: 'danger', appearance: 'filled' });
  expect(statusLook('rejected')).toEqual({ color: 'danger', appearance: 'tint' });
});

it('a value without a look of its own gets a neutral one', () => {
  expect(statusLook('archived')).toEqual({ color: 'informative', appearance: 'tint' });
});

it('every enum value of the domain has a look and a catalog label', () => {
  const values = [
    ...TASK_STATUSES,
    ...MESSAGE_STATUSES,
    ...ORDER_STATUSES,
    ...SYS_USER_STATUSES,
    ...USER_STATUSES,
    ...BUYER_STATUSES,
    ...TASK_PRIORITIES,
    ...REVIEW_VERDICTS,
  ];
  // Checked against the catalog itself: the humanized fallback would pass a label check by accident.
  const unlabelled = values.filter((value) => !english.has(`status.${value}`));
  const lookless = values.filter((value) => !(value in STATUS_LOOKS));
  expect({ unlabelled, lookless }).toEqual({ unlabelled: [], lookless: [] });
  expect(statusLabel('in_progress')).toBe('In progress');
  expect(statusLabel('changes_requested')).toBe('Changes requested');
});

it('values without a catalog label are humanized', () => {
  expect(humanize('waiting_for_payment')).toBe('Waiting for payment');
  expect(statusLabel('waiting_for_payment')).toBe('Waiting for payment');
});

it("carries the node and classes Fluent's own Badge renders for the same look", async () => {
  const { root } = await mountView(() => (
    <>
      <StatusBadge value="urgent" />
      <Badge color="danger" appearance="filled" shape="rounded">
        Urgent
      </Badge>
      <StatusBadge value="in_progress" />
      <Badge color="brand" appearance="tint" shape="rounded">
        In progress
      </Badge>
    </>
  ));
  const [ours, fluent, oursTint, fluentTint] = root.querySelectorAll('.fui-Badge');
  expect(ours!.tagName).toBe(fluent!.tagName);
  expect(ours!.className).toBe(fluent!.className);
  expect(oursTint!.className).toBe(fluentTint!.className);
  expect(ours!.className).not.toBe(oursTint!.className);
});

it('renders the label inside a Fluent badge', async () => {
  const { root } = await mountView(() => <StatusBadge value="in_progress" />);
  const badge = root.querySelector('.fui-Badge')!;
  expect(textOf(badge)).toBe('In progress');
});
