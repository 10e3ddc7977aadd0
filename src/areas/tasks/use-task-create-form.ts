// State of the "New task" form: values, the title check, the server's per-field messages, and the create call.
import { type FormEvent, useState } from 'react';
import { TASK_PRIORITIES, type TaskPriority } from '../../resources/enums';
import type { Task, TaskCreate } from '../../resources/schemas';
import { tasks } from '../../resources/tasks';
import { useOnBackend } from '../../ui/backend-context';
import { errorMessage } from '../../ui/error-message';
import { apiFieldErrors, type FieldErrors } from '../../ui/field-error';
import { useResourceMutation } from '../../ui/use-resource-mutation';
import { dayToTimestamp } from '../../ui/format';
import { taskDetailBook } from './detail-messages.en';
import { useLocale, useMessages } from '../../ui/i18n';
import type { Locale } from '../../ui/locale';

export interface TaskDraft {
  title: string;
  description: string;
  priority: TaskPriority;
  /** '' for nobody. */
  assignee: string;
  /** A date input's YYYY-MM-DD, '' for none. */
  due: string;
}

export type TaskDraftField = keyof TaskDraft;

/** What another area fills in when it opens the form, e.g. a task about a message. */
export interface TaskPrefill {
  title?: string;
  description?: string;
  /** The message the task is about; sent as `message_uuid`. */
  messageUuid?: string;
}

const EMPTY_DRAFT: TaskDraft = {
  title: '',
  description: '',
  priority: 'normal',
  assignee: '',
  due: '',
};

/** The API's field names -> the form's. */
const FORM_FIELD: Readonly<Record<string, TaskDraftField>> = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  assignee_sys_user_uuid: 'assignee',
  due_at: 'due',
};

export function createBody(draft: TaskDraft, messageUuid?: string): TaskCreate {
  const body: TaskCreate = { title: draft.title.trim(), priority: draft.priority };
  if (messageUuid) body.message_uuid = messageUuid;
  const description = draft.description.trim();
  if (description) body.description = description;
  if (draft.assignee) body.assignee_sys_user_uuid = draft.assignee;
  const due = dayToTimestamp(draft.due);
  if (due) body.due_at = due;
  return body;
}

/** Server messages by form field, and whatever message has no field to sit on. */
function splitServerError(
  locale: Locale,
  error: unknown,
): { fields: FieldErrors; form: string | null } {
  const fields: FieldErrors = {};
  let unplaced = false;
  for (const [name, message] of Object.entries(apiFieldErrors(error))) {
    const field = FORM_FIELD[name];
    if (field) fields[field] = message;
    else unplaced = true;
  }
  const form = Object.keys(fields).length === 0 || unplaced ? errorMessage(locale, error) : null;
  return { fields, form };
}

export function useTaskCreateForm(onCreated: (task: Task) => void, prefill?: TaskPrefill) {
  const text = useMessages(taskDetailBook);
  const locale = useLocale();

  const [draft, setDraft] = useState<TaskDraft>(() => ({
    ...EMPTY_DRAFT,
    title: prefill?.title ?? '',
    description: prefill?.description ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onTasks = useOnBackend(tasks);
  const mutation = useResourceMutation<TaskCreate, Task>({
    resource: 'tasks',
    action: 'create',
    mutationFn: (body) => onTasks.create(body),
    successTitle: (task) => text('create.done', { title: task.title }),
    // The form shows the failure where it belongs.
    notifyFailure: false,
    onSuccess: (task) => onCreated(task),
    onError: (error) => {
      const split = splitServerError(locale, error);
      setErrors(split.fields);
      setFormError(split.form);
    },
  });

  const set = <K extends TaskDraftField>(field: K, value: TaskDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // The message was about the old value.
    setErrors(({ [field]: _old, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    if (!draft.title.trim()) {
      setErrors({ title: text('create.titleRequired') });
      return;
    }
    setErrors({});
    mutation.mutate(createBody(draft, prefill?.messageUuid));
  };

  return {
    draft,
    set,
    setPriority: (value: string) =>
      set('priority', TASK_PRIORITIES.find((p) => p === value) ?? EMPTY_DRAFT.priority),
    errors,
    formError,
    busy: mutation.isPending,
    submit,
  };
}
