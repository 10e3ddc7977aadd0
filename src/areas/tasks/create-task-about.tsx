// "Create task about…": the tasks area's own create dialog, opened from another area with values filled in.
import { useSysUserDirectory } from './use-sys-user-directory';
import { TaskCreateDialog } from './task-create-dialog';
import type { TaskPrefill } from './use-task-create-form';

export type { TaskPrefill } from './use-task-create-form';

export function CreateTaskAbout(props: { prefill: TaskPrefill; onClose(): void }) {
  const directory = useSysUserDirectory();
  return <TaskCreateDialog directory={directory} prefill={props.prefill} onClose={props.onClose} />;
}
