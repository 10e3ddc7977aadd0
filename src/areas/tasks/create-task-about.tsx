// "Create task about…": the tasks area's own create dialog, opened from another area with values filled in.
import { usePeople } from './people';
import { TaskCreateDialog } from './task-create-dialog';
import type { TaskPrefill } from './task-create-form';

export type { TaskPrefill } from './task-create-form';

export function CreateTaskAbout(props: { prefill: TaskPrefill; onClose(): void }) {
  const directory = usePeople();
  return <TaskCreateDialog directory={directory} prefill={props.prefill} onClose={props.onClose} />;
}
