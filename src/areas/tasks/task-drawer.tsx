// The drawer of one task (loaded lazily): status and assignee editable, the other fields, then the reviews.
import { useOnBackend } from '../../ui/backend-context';
import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { TASK_STATUSES } from '../../resources/enums';
import type { Task } from '../../resources/schemas';
import { tasks } from '../../resources/tasks';
import { DetailDrawer } from '../../ui/detail-drawer';
import { useCachedRecord } from '../../ui/use-cached-record';
import { taskDetailBook } from './detail-messages.en';
import { textBook } from './messages.en';
import { personName } from './people';
import { TaskDetails } from './task-details';
import { TaskReviews } from './task-reviews';
import { useTaskPatch } from './use-task-patch';
import type { People } from './people';
import { labelledOptions, SelectOptions } from '../../ui/select-options';
import { useLocale, useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  edit: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

export interface TaskDrawerProps {
  task: Task;
  directory: People;
  onClose(): void;
  /** A change saved here, with the server's copy. */
  onChanged(task: Task): void;
  onFilterByMessage(messageUuid: string): void;
}

export function TaskDrawer(props: TaskDrawerProps) {
  const locale = useLocale();
  const { statusLabel } = useLocale();
  const text = useMessages(taskDetailBook);
  const listText = useMessages(textBook);

  const { directory } = props;
  const styles = useStyles();
  // The cached copy is the newest (mutations and refetches land there); the prop is the copy from opening.
  const task = useCachedRecord(useOnBackend(tasks).cache, props.task.uuid) ?? props.task;
  const patch = useTaskPatch(task, directory, props.onChanged);
  const status = patch.pending?.status ?? task.status;
  const assignee =
    patch.pending && 'assignee_sys_user_uuid' in patch.pending
      ? patch.pending.assignee_sys_user_uuid
      : task.assignee_sys_user_uuid;
  const knownAssignee = !assignee || directory.nameOf(assignee) !== undefined;

  return (
    <DetailDrawer open title={task.title} onClose={props.onClose}>
      <div className={styles.body}>
        <div className={styles.edit}>
          <Field label={text('drawer.status')}>
            <Select
              value={status}
              onChange={(_, data) => {
                const next = TASK_STATUSES.find((value) => value === data.value);
                if (next && next !== task.status) patch.change({ status: next });
              }}
            >
              <SelectOptions options={labelledOptions(TASK_STATUSES, statusLabel)} />
            </Select>
          </Field>
          <Field label={text('drawer.assignee')}>
            <Select
              value={assignee ?? ''}
              onChange={(_, data) => {
                const next = data.value === '' ? null : data.value;
                if (next !== task.assignee_sys_user_uuid) {
                  patch.change({ assignee_sys_user_uuid: next });
                }
              }}
            >
              <option value="">{listText('unassigned')}</option>
              {knownAssignee ? null : (
                <option value={assignee}>{personName(locale, directory, assignee)}</option>
              )}
              <SelectOptions options={directory.options} />
            </Select>
          </Field>
        </div>
        <TaskDetails
          task={task}
          directory={directory}
          onFilterByMessage={props.onFilterByMessage}
        />
        <TaskReviews taskUuid={task.uuid} directory={directory} />
      </div>
    </DetailDrawer>
  );
}
