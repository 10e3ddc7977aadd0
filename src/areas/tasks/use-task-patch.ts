// Changes one field of a task from the drawer (status, assignee): PATCH, a toast either way, bo-change, bo-error on failure.
import type { TaskPatch, Task } from '../../resources/schemas';
import { tasks } from '../../resources/tasks';
import { useOnBackend } from '../../ui/backend-context';
import { useResourceMutation } from '../../ui/use-resource-mutation';
import { taskDetailBook } from './detail-messages.en';
import { textBook } from './messages.en';
import type { People } from './people';
import { useMessages, useLocale } from '../../ui/i18n';
import type { Locale } from '../../ui/locale';

function successTitle(locale: Locale, directory: People, patch: TaskPatch): string {
  const text = locale.text(taskDetailBook);
  const listText = locale.text(textBook);
  const { statusLabel } = locale;
  if (patch.status !== undefined)
    return text('drawer.statusChanged', { status: statusLabel(patch.status) });
  if (patch.assignee_sys_user_uuid === null) return text('drawer.unassignedDone');
  const name = directory.nameOf(patch.assignee_sys_user_uuid) ?? listText('unknownUser');
  return text('drawer.assigneeChanged', { name });
}

/**
 * The select shows the value being saved while the request runs (`pending`); on failure the cache
 * still holds the old task, so the old value comes back by itself.
 */
export function useTaskPatch(task: Task, directory: People, onChanged: (task: Task) => void) {
  const locale = useLocale();
  const text = useMessages(taskDetailBook);

  const onTasks = useOnBackend(tasks);
  const mutation = useResourceMutation<TaskPatch, Task>({
    resource: 'tasks',
    action: 'update',
    mutationFn: (patch) => onTasks.update(task.uuid, patch),
    successTitle: (_, patch) => successTitle(locale, directory, patch),
    failureTitle: text('drawer.changeFailed'),
    onSuccess: (updated) => onChanged(updated),
  });
  return {
    pending: mutation.isPending ? mutation.variables : undefined,
    busy: mutation.isPending,
    change: (patch: TaskPatch) => mutation.mutate(patch),
  };
}
