// The task list's params and the create body: what is sent to the server for what the user entered.
import { expect, it } from 'vitest';
import { dayToTimestamp, formatDate } from '../../../../src/ui/format';
import { isUuid, TASK_LIST_DEFAULTS } from '../../../../src/areas/tasks/task-params';
import { taskFilterFields } from '../../../../src/areas/tasks/task-filters';
import { createBody } from '../../../../src/areas/kit/task-create-form';
import { english } from '../../../../src/core/i18n';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

const MESSAGE = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

it('the list starts at limit 20, offset 0, newest first, with the total counted', () => {
  expect(TASK_LIST_DEFAULTS).toEqual({ limit: 20, offset: 0, order: 'desc', withCount: true });
});

it('the message filter takes a whole message id and flags a half-pasted one', () => {
  const field = taskFilterFields(EN, []).find(
    (candidate) => candidate.kind === 'text' && candidate.name === 'message_uuid',
  );
  const validate = field?.kind === 'text' ? field.validate : undefined;
  expect(validate?.(MESSAGE)).toBeUndefined();
  expect(validate?.('3f2a1b4c-5d6e')).toBe(
    'A message ID is a full UUID, e.g. 0b7c5e9a-1f1e-4c1b-9d1a-2a6f3c4d5e6f.',
  );
});

it('recognises message ids in either case', () => {
  expect(isUuid(MESSAGE.toUpperCase())).toBe(true);
  expect(isUuid(`${MESSAGE}0`)).toBe(false);
  expect(isUuid(undefined)).toBe(false);
});

it('the create body trims the text and leaves out empty fields', () => {
  expect(
    createBody({
      title: '  Check the post  ',
      description: '   ',
      priority: 'high',
      assignee_sys_user_uuid: '',
      due_at: '',
    }),
  ).toEqual({ title: 'Check the post', priority: 'high' });
});

it('the create body carries the assignee and the due day as the start of that local day', () => {
  const body = createBody({
    title: 'Call the buyer',
    description: 'About order 42',
    priority: 'normal',
    assignee_sys_user_uuid: MESSAGE,
    due_at: '2025-07-14',
  });
  expect(body).toEqual({
    title: 'Call the buyer',
    description: 'About order 42',
    priority: 'normal',
    assignee_sys_user_uuid: MESSAGE,
    due_at: new Date(2025, 6, 14).toISOString(),
  });
});

it('a due day reads back as the same calendar day', () => {
  const stored = dayToTimestamp('2025-07-14');
  expect(formatDate('en', stored)).toBe(formatDate('en', new Date(2025, 6, 14).toISOString()));
  expect(dayToTimestamp('14.07.2025')).toBeNull();
  expect(formatDate('en', null)).toBe('');
});
