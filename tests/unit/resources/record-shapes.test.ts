// The record shapes answers are checked against say what the schemas say, field by field, and the check names what is off.
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import {
  checkListReply,
  INVALID_REPLY,
  type RecordShape,
} from '../../../src/core/lists/reply-shape';
import {
  buyers,
  categories,
  channels,
  links,
  messages,
  orders,
  permissions,
  roles,
  sources,
  sysUsers,
  tasks,
  users,
} from '../../../src/resources';
import * as schemas from '../../../src/resources/schemas';
import { REVIEW_FIELDS } from '../../../src/resources/tasks/reviews';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A record schema's fields as a RecordShape: JSON type, `?` when null or absence is allowed. */
function shapeOf(schema: TSchema): Record<string, string> {
  const record = schema as JsonSchema;
  const shape: Record<string, string> = {};
  for (const [field, property] of Object.entries(record.properties ?? {})) {
    const options = property.anyOf ?? [property];
    const value = options.find((option) => option.type !== 'null') ?? {};
    const type = value.type === 'integer' ? 'number' : (value.type ?? typeof value.enum?.[0]);
    const optional = options.length > 1 || !record.required?.includes(field);
    shape[field] = optional ? `${type}?` : String(type);
  }
  return shape;
}

const PAIRS: [string, RecordShape<object>, TSchema][] = [
  ['buyers', buyers.fields, schemas.BuyerSchema],
  ['categories', categories.fields, schemas.CategorySchema],
  ['channels', channels.fields, schemas.ChannelSchema],
  ['links', links.fields, schemas.LinkSchema],
  ['messages', messages.fields, schemas.MessageSchema],
  ['orders', orders.fields, schemas.OrderSchema],
  ['permissions', permissions.fields, schemas.PermissionSchema],
  ['roles', roles.fields, schemas.RoleSchema],
  ['sources', sources.fields, schemas.SourceSchema],
  ['sysUsers', sysUsers.fields, schemas.SysUserSchema],
  ['tasks', tasks.fields, schemas.TaskSchema],
  ['task reviews', REVIEW_FIELDS, schemas.TaskReviewSchema],
  ['users', users.fields, schemas.UserSchema],
];

describe('record shapes', () => {
  it.each(PAIRS)('of %s match the schema field by field', (_name, fields, schema) => {
    expect(fields).toEqual(shapeOf(schema));
  });
});

const TASK = {
  uuid: '00000000-0000-4000-8000-000000000001',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  title: 'Call the buyer',
  description: '',
  status: 'open',
  priority: 'normal',
  assignee_sys_user_uuid: null,
  creator_sys_user_uuid: null,
  message_uuid: null,
  due_at: null,
};
const FIELDS: RecordShape<typeof TASK> = tasks.fields;

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('no failure');
}

describe('checkListReply', () => {
  it('passes a page whose records have their fields types', () => {
    const reply = { items: [TASK], total: 1 };
    expect(checkListReply(reply, 'tasks', FIELDS)).toBe(reply);
  });

  it.each([
    ['items not an array', { items: { 0: TASK }, total: 1 }, 'items is object, expected array'],
    ['a missing total', { items: [TASK] }, 'total is missing, expected number'],
    ['a total that is text', { items: [], total: '3' }, 'total is string, expected number'],
    ['no object at all', null, 'the answer is null, expected an object'],
    [
      'a field of the wrong type',
      { items: [TASK, { ...TASK, status: 42 }], total: 2 },
      'items[1].status is number, expected string',
    ],
    [
      'a missing required field',
      { items: [{ ...TASK, title: undefined }], total: 1 },
      'items[0].title is missing, expected string',
    ],
    [
      'a record that is not an object',
      { items: ['x'], total: 1 },
      'items[0] is string, expected an object',
    ],
    [
      'a record without uuid',
      { items: [{ title: 'x' }], total: 1 },
      'items[0].uuid is missing, expected string',
    ],
  ])('turns %s into a PARSING_ERROR that says what is off', (_name, reply, problem) => {
    const error = failure(() => checkListReply(reply, 'tasks', FIELDS));
    expect(error.kind).toBe('PARSING_ERROR');
    expect(error.code).toBe(INVALID_REPLY);
    expect(error.message).toBe(`tasks: ${problem}`);
  });

  it('lets a nullable field be null or absent', () => {
    const { due_at: _due, ...withoutDue } = TASK;
    expect(() => checkListReply({ items: [withoutDue], total: 1 }, 'tasks', FIELDS)).not.toThrow();
  });
});
