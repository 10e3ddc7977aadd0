// The system-user manager screen: header with the total and "New user", filters, the paged table, the dialogs.

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FilterBar } from '../../ui/filter-bar';
import { PageHeader } from '../../ui/page-header';
import { ResourceTable } from '../../ui/resource-table';
import { textBook } from './messages';
import { sysUserColumns } from './sys-user-columns';
import { sysUserFilters } from './sys-user-filters';
import { SysUserFormDialog } from './sys-user-form-dialog';
import { useSysUserManager } from './use-sys-user-manager';
import { useMessages, useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
  },
});

export interface SysUserManagerProps {
  /** 1 when the screen is a console page, 2 (default) inside a host page. */
  headingLevel?: 1 | 2;
}

export function SysUserManager(props: SysUserManagerProps) {
  const locale = useLocale();
  const text = useMessages(textBook);

  const styles = useStyles();
  const state = useSysUserManager();
  const { list, params, confirmation } = state;
  return (
    // Not a named landmark: the host page names the region it puts the element in, and a second
    // region of the same name inside it would only repeat it (and break landmark uniqueness).
    <section className={styles.root}>
      <PageHeader
        title={text('title')}
        count={list.isLoading ? undefined : list.total}
        headingLevel={props.headingLevel ?? 2}
        actions={
          <Button appearance="primary" icon={<PersonAddRegular />} onClick={state.openCreate}>
            {text('action.create')}
          </Button>
        }
      />
      <FilterBar
        label={text('filter.label')}
        fields={sysUserFilters(locale)}
        values={params}
        onChange={state.updateParams}
      />
      <ResourceTable
        label={text('tableLabel')}
        columns={sysUserColumns(locale, {
          currentUserUuid: state.me?.uuid,
          actions: state.actions,
        })}
        rows={list.items}
        total={list.total}
        params={params}
        onParamsChange={state.updateParams}
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.error}
        onRetry={list.refetch}
        onRowOpen={state.actions.edit}
        emptyTitle={text('empty')}
      />
      {state.form ? (
        <SysUserFormDialog
          // A fresh form (and draft) for every user opened.
          key={state.form.mode === 'edit' ? state.form.user.uuid : 'create'}
          target={state.form}
          canGrantSa={state.canGrantSa}
          onClose={state.closeForm}
        />
      ) : null}
      <ConfirmDialog
        open={confirmation !== null}
        destructive
        busy={state.confirmBusy}
        title={
          confirmation
            ? text(
                confirmation.kind === 'delete' ? 'confirm.deleteTitle' : 'confirm.disableTitle',
                {
                  name: confirmation.user.name,
                },
              )
            : ''
        }
        body={
          confirmation
            ? text(confirmation.kind === 'delete' ? 'confirm.deleteBody' : 'confirm.disableBody', {
                email: confirmation.user.email,
              })
            : ''
        }
        confirmLabel={text(confirmation?.kind === 'delete' ? 'action.delete' : 'action.disable')}
        onConfirm={state.confirm}
        onCancel={state.cancelConfirmation}
      />
    </section>
  );
}
