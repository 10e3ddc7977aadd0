// <bo-task-list>'s screen: header with "New task", the filter bar, the task table, and the lazily loaded drawer and create dialog.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useEffect } from 'react';
import { useElementEvents } from '../../ui/element-events';
import { errorMessage } from '../../ui/error-message';
import { FilterBar } from '../../ui/filter-bar';
import { chunkFailure, LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { useNotify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { ResourceTable } from '../../ui/resource-table';
import { textBook } from './messages.en';
import type { TaskCreateDialogProps } from './task-create-dialog';
import type { TaskDrawerProps } from './task-drawer';
import { useTaskList } from './use-task-list';
import { useMessages, useLocale } from '../../ui/i18n';

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
});

export interface TaskListScreenProps {
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

export function TaskListScreen(props: TaskListScreenProps) {
  const locale = useLocale();
  const text = useMessages(textBook);

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

  /** A part that cannot load closes what it belonged to; the user and the host are told. */
  const partFailed = useCallback(
    (close: () => void) => (error: unknown) => {
      const failure = chunkFailure('tasks', error);
      close();
      emitError(failure);
      notify({ intent: 'error', title: failure.message, body: errorMessage(locale, failure) });
    },
    [emitError, notify, locale],
  );

  const Drawer = drawerPart.current();
  const CreateDialog = createPart.current();

  return (
    <div className={styles.root}>
      <PageHeader
        title={text('title')}
        count={list.isLoading ? undefined : list.total}
        headingLevel={props.headingLevel ?? 2}
        actions={
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => state.setCreating(true)}
          >
            {text('create.open')}
          </Button>
        }
      />
      <FilterBar fields={state.filters} values={params} onChange={update} label={text('filters')} />
      <ResourceTable
        label={text('tableLabel')}
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
        emptyTitle={text('empty')}
        emptyHint={text('emptyHint')}
      />
      {state.openTask ? (
        <LazyPartBoundary part={drawerPart} onFailed={partFailed(state.closeTask)}>
          <Drawer
            task={state.openTask}
            directory={state.directory}
            onClose={state.closeTask}
            onChanged={state.refreshOpenTask}
            onFilterByMessage={state.filterByMessage}
          />
        </LazyPartBoundary>
      ) : null}
      {state.creating ? (
        <LazyPartBoundary part={createPart} onFailed={partFailed(() => state.setCreating(false))}>
          <CreateDialog directory={state.directory} onClose={() => state.setCreating(false)} />
        </LazyPartBoundary>
      ) : null}
    </div>
  );
}

export { prefetchTaskListFirstPage } from './task-list-first-page';
