// "Create task about…": the "New task" dialog opened from another area with values filled in.
import { useLookup } from '../../ui/kit/use-lookup';
import { sysUserReference } from './sys-user-reference';
import { TaskCreateDialog } from './task-create-dialog';
import type { TaskPrefill } from './task-create-form';

export type { TaskPrefill } from './task-create-form';

export function CreateTaskAbout(props: { prefill: TaskPrefill; onClose(): void }) {
  const directory = useLookup(sysUserReference);
  return <TaskCreateDialog directory={directory} prefill={props.prefill} onClose={props.onClose} />;
}
