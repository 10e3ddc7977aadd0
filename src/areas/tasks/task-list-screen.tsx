// <bo-task-list>'s screen: header with "New task", the filter bar, the task table, and the lazily loaded drawer and create dialog.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useEffect } from 'react';
import type { ApiError } from '../../core/api/errors';
import { useElementEvents } from '../../ui/element-events';
import { errorMessage } from '../../ui/error-message';
import { FilterBar } from '../../ui/filter-bar';
import { useNotify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { ResourceTable } from '../../ui/resource-table';
import { LazyBoundary, lazyPart } from './lazy-part';
import { tt } from './messages.en';
import type { TaskCreateDialogProps } from './task-create-dialog';
import type { TaskDrawerProps } from './task-drawer';
import { useTaskList } from './use-task-list';

// The drawer and the dialog are not needed for the first rows: they load on demand (or once the list is idle).
const drawerPart = lazyPart<TaskDrawerProps>(() =>
  import('./task-drawer').then((module) => module.TaskDrawer),
);
const createPart = lazyPart<TaskCreateDialogProps>(() =>
  import('./task-create-dialog').then((module) => module.TaskCreateDialog),
);

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
  },
  hint: { color: tokens.colorPaletteRedForeground1 },
  // Six columns squeezed into a phone-wide element become unreadable: scroll them sideways instead.
  table: { minWidth: 0, '& table': { minWidth: '720px' } },
});

export function TaskListScreen() {
  const styles = useStyles();
  const state = useTaskList();
  const { list, params, update } = state;
  const notify = useNotify();
  const { emitError } = useElementEvents();
  const hasRows = list.items.length > 0;

  useEffect(() => {
    if (!hasRows) return;
    const timer = setTimeout(() => {
      drawerPart.preload();
      createPart.preload();
    }, 500);
    return () => clearTimeout(timer);
  }, [hasRows]);

  const partFailed = useCallback(
    (part: { forget(): void }, close: () => void) => (error: ApiError) => {
      part.forget();
      close();
      emitError(error);
      notify({ intent: 'error', title: error.message, body: errorMessage(error) });
    },
    [emitError, notify],
  );

  const Drawer = drawerPart.current();
  const CreateDialog = createPart.current();

  return (
    <div className={styles.root}>
      <PageHeader
        title={tt('title')}
        count={list.isLoading ? undefined : list.total}
        headingLevel={2}
        actions={
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => state.setCreating(true)}
          >
            {tt('create.open')}
          </Button>
        }
      />
      <FilterBar fields={state.filters} values={params} onChange={update} label={tt('filters')} />
      {state.messageInvalid ? (
        <Caption1 className={styles.hint} role="status">
          {tt('filter.messageInvalid')}
        </Caption1>
      ) : null}
      <div className={styles.table}>
        <ResourceTable
          label={tt('tableLabel')}
          columns={state.columns}
          rows={list.items}
          total={list.total}
          params={params}
          onParamsChange={update}
          loading={list.isLoading}
          fetching={list.isFetching}
          error={list.error}
          onRetry={list.refetch}
          onRowOpen={state.openRow}
          emptyTitle={tt('empty')}
          emptyHint={tt('emptyHint')}
        />
      </div>
      {state.openTask ? (
        <LazyBoundary onFailed={partFailed(drawerPart, state.closeTask)}>
          <Drawer
            task={state.openTask}
            directory={state.directory}
            onClose={state.closeTask}
            onChanged={state.refreshOpenTask}
            onFilterByMessage={state.filterByMessage}
          />
        </LazyBoundary>
      ) : null}
      {state.creating ? (
        <LazyBoundary onFailed={partFailed(createPart, () => state.setCreating(false))}>
          <CreateDialog directory={state.directory} onClose={() => state.setCreating(false)} />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
