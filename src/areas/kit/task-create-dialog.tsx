// The "New task" dialog (loaded lazily): the kit's form dialog over the task's fields; a created task is announced and the dialog closes.
import { useMemo } from 'react';
import type { Task } from '../../resources/schemas';
import { tasks } from '../../resources/tasks';
import { useOnBackend } from '../../ui/backend-context';
import { useElementEvents } from '../../ui/element-events';
import { useLocale, useMessages } from '../../ui/i18n';
import type { FormValues } from '../../ui/kit/fields';
import { FormDialog } from '../../ui/kit/form-dialog';
import { useNotify } from '../../ui/notify';
import type { Lookup } from '../../ui/kit/use-lookup';
import { taskCreateBook } from './task-create.en';
import {
  createBody,
  type TaskPrefill,
  taskCreateFields,
  taskCreateInitial,
} from './task-create-form';

export interface TaskCreateDialogProps {
  /** The system users a task may be assigned to. */
  directory: Lookup<unknown>;
  onClose(): void;
  /** Values another area fills in (a task about a message). */
  prefill?: TaskPrefill;
}

export function TaskCreateDialog({ directory, onClose, prefill }: TaskCreateDialogProps) {
  const locale = useLocale();
  const text = useMessages(taskCreateBook);
  const events = useElementEvents();
  const notify = useNotify();
  // The element's own back end creates the task (its provider or api-base).
  const onTasks = useOnBackend(tasks);
  const fields = useMemo(() => taskCreateFields(locale, directory), [locale, directory]);
  // Mounted while open: every opening starts from the prefill.
  const initial = useMemo(() => taskCreateInitial(prefill), [prefill]);
  return (
    <FormDialog
      title={text('create.title')}
      fields={fields}
      initial={initial}
      editing={false}
      submitLabel={text('create.submit')}
      // The kit's body holds the fields' values only.
      send={(body) => onTasks.create(createBody(body as FormValues, prefill?.messageUuid))}
      onSaved={(result) => {
        const task = result as Task;
        events.emit('bo-change', { resource: 'tasks', action: 'create', item: task });
        notify({ intent: 'success', title: text('create.done', { title: task.title }) });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
