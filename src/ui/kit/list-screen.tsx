// ListScreen: an area's whole screen from its config: header with count and create, filters, bulk bar, table, drawer, form and confirmations.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { DetailDrawer } from '../detail-drawer';
import { FilterBar } from '../filter-bar';
import type { PageAndSort } from '../list-resource';
import { PageHeader } from '../page-header';
import { ResourceTable } from '../resource-table';
import type { AreaConfig } from './area-config';
import { DetailSections } from './detail-sections';
import { useCan, usePermissionRefresh } from '../use-permission';
import { FormDialog } from './form-dialog';
import { kitText } from './kit-messages';
import { BulkBar, ColumnMenu, ExportButton, RowActionsMenu } from './screen-parts';
import { useListScreen, useShownColumns } from './use-list-screen';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingInline: tokens.spacingHorizontalS,
  },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ListScreenProps<T extends { uuid: string }, P extends PageAndSort> {
  config: AreaConfig<T, P>;
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

const TYPING = 'input, textarea, select, [contenteditable="true"], [role="combobox"]';

export function ListScreen<T extends { uuid: string }, P extends PageAndSort>(
  props: ListScreenProps<T, P>,
) {
  const { config } = props;
  const styles = useStyles();
  const screen = useListScreen(config);
  const { list, actions, target } = screen;
  const rootRef = useRef<HTMLElement>(null);
  // Actions the signed-in user lacks the permission for are not offered at all.
  usePermissionRefresh();
  const can = useCan();
  const writeCode = `${config.permissionArea ?? config.key}.write`;
  const mayWrite = can(writeCode);
  const rowActions = useMemo(
    () => (config.rowActions ?? []).filter((action) => can(action.permission ?? writeCode)),
    [config.rowActions, can, writeCode],
  );
  const form = mayWrite ? config.form : undefined;
  const onEdit = form ? screen.openEdit : undefined;

  const allColumns = useMemo(
    () =>
      config.columns({
        run: actions.runRow,
        actions: (row) => (
          <RowActionsMenu
            row={row}
            name={config.itemName(row)}
            actions={rowActions}
            onEdit={onEdit}
            onAction={actions.runRow}
          />
        ),
      }),
    // Rebuilt per render of the handlers' owners only; columns are cheap data.
    [config, rowActions, onEdit, actions.runRow],
  );
  const columns = useShownColumns(allColumns, screen.columnMemory.hidden);

  /** `/` puts the cursor in the search field from anywhere in the screen but a text field. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    const from = event.target as Element;
    if (from.closest(TYPING)) return;
    const search = rootRef.current?.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) return;
    event.preventDefault();
    search.focus();
  };

  const selectedCount = screen.selection.selected.size;
  const pageSelected =
    list.items.length > 0 && list.items.every((row) => screen.selection.selected.has(row.uuid));
  const bulkActions = (config.bulkActions ?? []).filter((bulk) =>
    can(bulk.permission ?? writeCode),
  );
  const editing = target?.kind === 'edit' ? target.row : undefined;

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-label={config.texts.title}
      onKeyDown={onKeyDown}
    >
      <PageHeader
        title={config.texts.title}
        count={list.isLoading ? undefined : list.total}
        headingLevel={props.headingLevel ?? 2}
        actions={
          <>
            <ColumnMenu columns={allColumns} memory={screen.columnMemory} />
            {can('export') ? (
              <ExportButton progress={screen.exporter.progress} onExport={screen.exporter.start} />
            ) : null}
            {form && config.texts.create ? (
              <Button appearance="primary" icon={<AddRegular />} onClick={screen.openCreate}>
                {config.texts.create}
              </Button>
            ) : null}
          </>
        }
      />
      <FilterBar
        label={config.texts.filters}
        fields={config.filters}
        values={screen.params}
        onChange={screen.update}
      />
      {bulkActions.length > 0 && (selectedCount > 0 || screen.allMatching) ? (
        <BulkBar
          count={selectedCount}
          total={list.total}
          allMatching={screen.allMatching}
          pageSelected={pageSelected}
          actions={bulkActions}
          busy={actions.busy}
          onAction={(bulk) =>
            void actions
              .runBulk(
                bulk,
                screen.allMatching ? null : [...screen.selection.selected],
                screen.allMatching ? list.total : selectedCount,
                screen.params,
                list.items,
              )
              .then(screen.clearSelection)
          }
          onSelectAllMatching={screen.selectAllMatching}
          onClear={screen.clearSelection}
        />
      ) : null}
      <ResourceTable
        label={config.texts.tableLabel}
        columns={columns}
        rows={list.items}
        total={list.total}
        params={screen.params}
        onParamsChange={screen.update}
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.error}
        onRetry={list.refetch}
        selection={bulkActions.length > 0 ? screen.selection : undefined}
        onRowOpen={screen.openRow}
        emptyTitle={config.texts.empty}
        defaultSort={config.defaultSort}
      />
      {config.detail ? (
        <DetailDrawer
          open={Boolean(screen.detailRow)}
          title={screen.detailRow ? config.itemName(screen.detailRow) : ''}
          onClose={screen.close}
          footer={
            screen.detailRow ? (
              <div className={styles.footer}>
                {form ? (
                  <Button
                    appearance="primary"
                    onClick={() => screen.detailRow && screen.openEdit(screen.detailRow)}
                  >
                    {kitText('edit')}
                  </Button>
                ) : null}
                {rowActions
                  .filter((action) => screen.detailRow && (action.when?.(screen.detailRow) ?? true))
                  .map((action) => (
                    <Button
                      key={action.key}
                      onClick={() => screen.detailRow && actions.runRow(action, screen.detailRow)}
                    >
                      {action.label}
                    </Button>
                  ))}
              </div>
            ) : null
          }
        >
          {screen.detailRow ? (
            <DetailSections sections={config.detail} row={screen.detailRow} />
          ) : null}
        </DetailDrawer>
      ) : null}
      {form && (target?.kind === 'create' || editing) ? (
        <FormDialog
          title={
            editing
              ? kitText('editLabel', { name: config.itemName(editing) })
              : (config.texts.createTitle ?? config.texts.create ?? kitText('create'))
          }
          fields={editing ? (form.editFields ?? form.fields) : form.fields}
          initial={form.initial(editing)}
          editing={Boolean(editing)}
          send={(body) =>
            editing
              ? config.resource.update(editing.uuid, body as never)
              : config.resource.create(body as never)
          }
          onSaved={(item) => {
            actions.saved(editing ? 'update' : 'create', item);
            screen.close();
          }}
          onClose={screen.close}
        />
      ) : null}
      <ConfirmDialog
        open={actions.confirming !== null}
        title={actions.confirming?.title ?? ''}
        body={actions.confirming?.body ?? ''}
        confirmLabel={actions.confirming?.confirmLabel ?? ''}
        destructive={actions.confirming?.destructive}
        busy={actions.busy}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancelConfirm}
      />
    </section>
  );
}
