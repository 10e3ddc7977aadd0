// ListScreen: an area's whole screen from its config: header with count and create, filters, bulk bar, table, drawer, form and confirmations.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FilterBar } from '../filter-bar';
import { LazyPartBoundary, lazyPart } from '../lazy-part';
import type { PageAndSort } from '../list-resource';
import { PageHeader, screenRegionLabel } from '../page-header';
import { type ResourceColumn, ResourceTable } from '../resource-table';
import { useCan, usePermissionRefresh } from '../use-permission';
import type { AreaConfig, RowAction } from './area-config';
import { kitTextBook } from './kit-messages';
import type { ColumnMenuProps, RowActionsMenuProps } from './screen-menus';
import type { OverlaysProps } from './screen-overlays';
import type { BulkBarProps } from './bulk-bar';
import { ExportButton } from './export-button';
import { useOnBackend } from '../backend-context';
import { useListScreen, useShownColumns } from './use-list-screen';
import { loadRuns } from './use-row-actions';
import { useMessages, useT } from '../i18n';
import { type PartSchedule, useIdlePart } from '../use-idle-part';
import { usePartFailure } from '../use-part-failure';
import { useAheadSchedule } from '../ahead-moment';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    // No inline padding: the table guesses its width from the element's before it can measure
    // its own box (one layout on mount), so the screen spans the element edge to edge.
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export interface ListScreenProps<T extends { uuid: string }, P extends PageAndSort> {
  config: AreaConfig<T, P>;
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

// Menus, drawer and dialogs are not needed for the first rows: the row menu and the drawer load
// at the page's moment for them after the rows, at low priority (ahead-moment.ts; the row menu
// through useIdlePart, the rest below), the column
// menu when the pointer or the focus reaches its button, the rest when first opened.
const columnMenuPart = lazyPart<ColumnMenuProps>(() =>
  import('./screen-menus').then((module) => module.ColumnMenu),
);
const rowMenuPart = lazyPart<RowActionsMenuProps>(() =>
  import('./screen-menus').then((module) => module.RowActionsMenu),
);
const overlaysPart = lazyPart<OverlaysProps>(() =>
  import('./screen-overlays').then((module) => module.Overlays),
);
const bulkBarPart = lazyPart<BulkBarProps>(() =>
  import('./bulk-bar').then((module) => module.BulkBar),
);

/** A row's actions menu: its button stands in until the menu code is there (fetched when idle). */
function RowActionsCell(props: RowActionsMenuProps) {
  const kitText = useMessages(kitTextBook);
  const [RowActionsMenu, loadNow] = useIdlePart(rowMenuPart, useAheadSchedule());
  const [asked, setAsked] = useState(false);
  return RowActionsMenu ? (
    <RowActionsMenu {...props} defaultOpen={asked} />
  ) : (
    <MenuStandIn
      icon
      label={kitText('actionsLabel', { name: props.name })}
      onOpen={() => {
        setAsked(true);
        loadNow();
      }}
    />
  );
}

/**
 * Stands in for a menu button while its code loads; pressed, it asks for the code at once and the
 * menu opens when it arrives. `onPointer` (the pointer on it) and `onFocus` (the focus in it) may
 * ask for the code ahead of the press.
 */
function MenuStandIn(props: {
  label: string;
  icon?: boolean;
  onOpen(): void;
  onPointer?(): void;
  onFocus?(): void;
}) {
  return props.icon ? (
    <Button
      appearance="subtle"
      icon={<MoreHorizontalRegular />}
      aria-label={props.label}
      onClick={props.onOpen}
    />
  ) : (
    <Button
      appearance="subtle"
      onClick={props.onOpen}
      onPointerEnter={props.onPointer}
      onFocus={props.onFocus}
    >
      {props.label}
    </Button>
  );
}

/** The column menu's moment: none of its own; its stand-in asks when reached for or pressed. */
const onRequest: PartSchedule = () => () => undefined;

const TYPING = 'input, textarea, select, [contenteditable="true"], [role="combobox"]';

export function ListScreen<T extends { uuid: string }, P extends PageAndSort>(
  props: ListScreenProps<T, P>,
) {
  const kitText = useMessages(kitTextBook);
  const translator = useT();

  // The area's resource on the element's back end: everything below reads and writes there.
  const resource = useOnBackend(props.config.resource);
  const config = useMemo(
    () => (resource === props.config.resource ? props.config : { ...props.config, resource }),
    [props.config, resource],
  );
  const styles = useStyles();
  const screen = useListScreen(config);
  const { list, actions, target } = screen;
  // A drawer, form or bar whose code cannot load closes, with a toast and bo-error.
  const failed = usePartFailure(config.key);
  const closeOverlays = () => {
    actions.cancelConfirm();
    screen.close();
  };
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
        pending: actions.pending,
        edit: onEdit,
        own: actions.own,
        actions: (row) => (
          // Keyed by the record: rows are reused by position, a menu is its record's alone.
          <RowActionsCell
            key={row.uuid}
            row={row}
            name={config.itemName(row)}
            own={actions.own(row)}
            actions={rowActions as readonly RowAction<never>[]}
            onEdit={onEdit as ((row: never) => void) | undefined}
            onAction={actions.runRow as RowActionsMenuProps['onAction']}
          />
        ),
      }),
    // Rebuilt per render of the handlers' owners only; columns are cheap data.
    [config, rowActions, onEdit, actions.runRow, actions.pending, actions.own],
  );
  const columns = useShownColumns(allColumns, screen.columnMemory.hidden);
  // Not a likely first click: its code is not fetched ahead for it, only when reached for.
  const [ColumnMenu, loadColumnMenu] = useIdlePart(columnMenuPart, onRequest);
  const [columnMenuAsked, setColumnMenuAsked] = useState(false);
  const BulkBar = bulkBarPart.current();
  const Overlays = overlaysPart.current();
  const OwnDrawer = config.drawer && target?.kind === 'detail' ? config.drawer : undefined;
  const overlayOpen =
    (target !== null && target.kind !== 'header' && !OwnDrawer) || actions.confirming !== null;
  const headerDialog =
    config.headerDialog && can(config.headerDialog.permission ?? writeCode)
      ? config.headerDialog
      : undefined;
  const listed = !list.isLoading;
  const ahead = useAheadSchedule();
  useEffect(() => {
    if (!listed) return;
    // Once the first rows are on screen, at the page's moment for it: what the likeliest first clicks
    // want, the row's drawer (with its sections' own code) and what the row menu runs (the menus
    // come through useIdlePart). Not before: they would compete with the first rows. The bulk
    // bar, the dialogs and the rest load on their first use: fetched ahead they would compete
    // with the user's first clicks on a slow link, and cost metered users data.
    return ahead(() => {
      // Without a drawer of its own, an area's drawer is in the overlays.
      if (!config.drawer) overlaysPart.preload();
      void loadRuns().catch(() => undefined);
      for (const section of config.detail ?? []) section.preload?.();
      for (const preload of config.preloads ?? []) preload();
    });
  }, [listed, ahead, config.drawer, config.detail, config.preloads]);

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

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-label={screenRegionLabel(translator, config.texts.title)}
      onKeyDown={onKeyDown}
    >
      <PageHeader
        title={config.texts.title}
        count={list.isLoading ? undefined : list.total}
        headingLevel={props.headingLevel ?? 2}
        actions={
          <>
            {ColumnMenu ? (
              <ColumnMenu
                columns={allColumns as ResourceColumn<never>[]}
                memory={screen.columnMemory}
                defaultOpen={columnMenuAsked}
              />
            ) : (
              <MenuStandIn
                label={kitText('columns')}
                // The pointer on it: the code, then the real button in its place, so the press
                // opens the menu at once. Focus: the code only (a swap would take the focus).
                onPointer={loadColumnMenu}
                onFocus={columnMenuPart.preload}
                onOpen={() => {
                  setColumnMenuAsked(true);
                  loadColumnMenu();
                }}
              />
            )}
            {can('export') ? (
              <ExportButton progress={screen.exporter.progress} onExport={screen.exporter.start} />
            ) : null}
            {headerDialog ? (
              <Button
                appearance="primary"
                icon={<AddRegular />}
                onClick={screen.openHeaderDialog}
                onPointerEnter={headerDialog.preload}
                onFocus={headerDialog.preload}
              >
                {headerDialog.label}
              </Button>
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
        <LazyPartBoundary part={bulkBarPart} onFailed={failed(screen.clearSelection)}>
          <BulkBar
            count={selectedCount}
            total={list.total ?? selectedCount}
            allMatching={screen.allMatching}
            pageSelected={pageSelected}
            actions={bulkActions}
            busy={actions.busy}
            onAction={(bulk) =>
              actions.runBulk(
                bulk,
                {
                  uuids: screen.allMatching ? null : [...screen.selection.selected],
                  count: screen.allMatching ? (list.total ?? selectedCount) : selectedCount,
                  params: screen.params,
                  rows: list.items,
                },
                screen.clearSelection,
              )
            }
            onSelectAllMatching={screen.selectAllMatching}
            onClear={screen.clearSelection}
          />
        </LazyPartBoundary>
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
        emptyHint={config.texts.emptyHint}
        defaultSort={config.defaultSort}
      />
      {headerDialog && target?.kind === 'header' ? (
        <headerDialog.Dialog open onClose={screen.close} />
      ) : null}
      {OwnDrawer && screen.detailRow ? (
        <OwnDrawer
          row={screen.detailRow}
          onClose={screen.close}
          onChanged={screen.refreshDetail}
          onFilter={screen.closeAndFilter}
        />
      ) : null}
      {overlayOpen ? (
        <LazyPartBoundary part={overlaysPart} onFailed={failed(closeOverlays)}>
          <Overlays
            config={config as unknown as OverlaysProps['config']}
            screen={screen as never}
          />
        </LazyPartBoundary>
      ) : null}
    </section>
  );
}
