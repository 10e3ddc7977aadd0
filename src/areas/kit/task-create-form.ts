// The "New task" form as the kit's field descriptors: title, description, priority beside the due day, assignee; and the body it sends.
import { TASK_PRIORITIES, type TaskPriority } from '../../resources/enums';
import type { TaskCreate } from '../../resources/schemas';
import { dayToTimestamp } from '../../ui/format';
import { bodyOf, type FieldSpec, type FormValues } from '../../ui/kit/fields';
import type { Locale } from '../../ui/locale';
import { labelledOptions } from '../../ui/select-options';
import type { Lookup } from '../../ui/kit/use-lookup';
import { taskCreateBook } from './task-create.en';

/** What another area fills in when it opens the form, e.g. a task about a message. */
export interface TaskPrefill {
  title?: string;
  description?: string;
  /** The message the task is about; sent as `message_uuid`. */
  messageUuid?: string;
}

/** The fields by the API's names, so the server's word on a field shows at it. */
const SHAPE: readonly Omit<FieldSpec, 'label'>[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'description', kind: 'longText' },
  { name: 'priority', kind: 'select', alwaysChosen: true },
  { name: 'due_at', kind: 'date', beside: true },
  { name: 'assignee_sys_user_uuid', kind: 'select' },
];

const LABELS = {
  title: 'create.titleField',
  description: 'create.description',
  priority: 'create.priority',
  due_at: 'create.due',
  assignee_sys_user_uuid: 'create.assignee',
} as const;

/** `people`: the system users a task may be assigned to. */
export function taskCreateFields(locale: Locale, people: Lookup<unknown>): FieldSpec[] {
  const text = locale.text(taskCreateBook);
  const extra: Record<string, Partial<FieldSpec>> = {
    title: { messages: { required: text('create.titleRequired') } },
    priority: { options: labelledOptions(TASK_PRIORITIES, locale.statusLabel) },
    assignee_sys_user_uuid: {
      options: people.options,
      emptyLabel: text('unassigned'),
    },
  };
  return SHAPE.map((shape) => ({
    ...shape,
    label: text(LABELS[shape.name as keyof typeof LABELS]),
    ...extra[shape.name],
  }));
}

export function taskCreateInitial(prefill?: TaskPrefill): FormValues {
  return {
    title: prefill?.title ?? '',
    description: prefill?.description ?? '',
    priority: 'normal' satisfies TaskPriority,
    due_at: '',
    assignee_sys_user_uuid: '',
  };
}

/** The form's values as the create body: trimmed, empty ones left out, the due day as the start of that local day. */
export function createBody(values: FormValues, messageUuid?: string): TaskCreate {
  const body = bodyOf(
    SHAPE.map((shape) => ({ ...shape, label: shape.name })),
    values,
  );
  const due = typeof body.due_at === 'string' ? dayToTimestamp(body.due_at) : null;
  if (due) body.due_at = due;
  else delete body.due_at;
  if (messageUuid) body.message_uuid = messageUuid;
  return body as unknown as TaskCreate;
}
