// What an area declares to get its screen: resource, columns, filters, form, row and bulk actions, detail sections.
import type { ComponentType, ReactNode } from 'react';
import type { ChangeAction } from '../../core/events';
import type { Backend } from '../../core/providers/backend';
import type { ElementEvents } from '../element-events';
import type { ListResource, PageAndSort } from '../list-resource';
import type { ResourceColumn } from '../resource-table';
import type { FilterField } from '../use-filter-bar';
import type { FieldSpec, FormValues } from './fields';

/** Bulk reply of `POST /<resource>/bulk`. */
export interface BulkOutcome {
  results: readonly (
    | { uuid: string; ok: true }
    | { uuid: string; ok: false; error: { code: string; message: string } }
  )[];
  succeeded: number;
  failed: number;
}

/** What the kit needs of an area's resource (src/resources satisfies it). */
export interface AreaResource<T extends { uuid: string }, P extends PageAndSort>
  extends ListResource<T, P> {
  readonly defaults: Readonly<P>;
  create(body: never): Promise<T>;
  update(uuid: string, patch: never): Promise<T>;
  remove(uuid: string): Promise<void>;
  bulk(request: {
    action: 'update' | 'delete';
    uuids?: string[];
    filter?: object;
    change?: never;
  }): Promise<BulkOutcome>;
  exportCsv(params: P, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  on?(backend: Backend): AreaResource<T, P>;
}

export interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
  destructive?: boolean;
}

export interface RowAction<T> {
  key: string;
  /** The menu item's text, e.g. "Block". */
  label: string;
  /** Offered for this row? (e.g. Block only for active users). */
  when?(row: T): boolean;
  /** Asked first; destructive ones must be. */
  confirm?(row: T): Confirmation;
  /** A PATCH body for the row: applied at once and rolled back if the server refuses. */
  change?(row: T): object;
  /**
   * Or any call; its result is reported in bo-change. `resource`: the area's resource on the
   * element's back end.
   */
  run?(row: T, resource: { remove(uuid: string): Promise<void> }): Promise<unknown>;
  /** bo-change action; `update` by default. */
  action?: ChangeAction;
  /** Toast after success; none when omitted. */
  done?(row: T): string;
  /** Toast title when the server refuses; "Could not do <label> for <name>" when omitted. */
  failed?(row: T): string;
  /** The permission code it needs; the area's write permission when omitted. Hidden without it. */
  permission?: string;
  /**
   * Refused on the signed-in user's own row (see AreaConfig.ownRow), e.g. disabling yourself:
   * `disable` shows it greyed out with the reason, `hide` leaves it out.
   */
  onOwnRow?: 'disable' | 'hide';
}

export interface BulkAction {
  key: string;
  label: string;
  action: 'update' | 'delete';
  change?: object;
  /** Deleting, blocking: asked first, the button in danger colours. */
  destructive?: boolean;
  /** The permission code it needs; the area's write permission when omitted. Hidden without it. */
  permission?: string;
}

export interface DetailSection<T> {
  title?: string;
  render(row: T): ReactNode;
  /** Fetches the section's own code ahead of the drawer (see lazySection). */
  preload?(): void;
}

export interface AreaForm<T> {
  fields: readonly FieldSpec[];
  /** The form's values for a new record, or for editing `row`. */
  initial(row?: T): FormValues;
  /** Fields offered when editing, when fewer than on create. */
  editFields?: readonly FieldSpec[];
  /** A warning above the fields for this record, e.g. what this reader may not change. */
  note?(row?: T): string | undefined;
  /** A question before the save goes out when its change calls for one (e.g. disabling). */
  confirmSave?(change: Record<string, unknown>, row?: T): Confirmation | undefined;
}

export interface AreaTexts {
  title: string;
  tableLabel: string;
  filters: string;
  empty: string;
  /** Under the empty title; the table's general hint when omitted. */
  emptyHint?: string;
  /** The create button, e.g. "New order". */
  create?: string;
  createTitle?: string;
  /** Toast after an edit is saved; "<name> saved" when omitted. */
  saved?: string;
  /** Title of a refused save in the form; "Could not save" when omitted. */
  saveFailed?: string;
  /** The form's submit button when creating ("Create user"); "Create" when omitted. */
  createSubmit?: string;
  /** The form's submit button when editing ("Save changes"); "Save" when omitted. */
  saveSubmit?: string;
}

/** The texts an area's catalog names the usual way: its title (also the table's name), filters, empty, create. */
export function catalogTexts(
  text: (key: 'title' | 'filters' | 'empty' | 'create') => string,
): AreaTexts {
  return {
    title: text('title'),
    tableLabel: text('title'),
    filters: text('filters'),
    empty: text('empty'),
    create: text('create'),
  };
}

/** A dialog of the area's own opened from the header (e.g. adding channels from suggestions). */
export interface HeaderDialog {
  /** The header button's text. */
  label: string;
  /** The permission code it needs; the area's write permission when omitted. Hidden without it. */
  permission?: string;
  Dialog: ComponentType<{ open: boolean; onClose(): void }>;
  /** Fetches a lazily loaded dialog's code: the header button calls it when pointed at or focused. */
  preload?(): void;
}

/** What an area's own drawer gets (see AreaConfig.drawer). */
export interface AreaDrawerProps<T, P> {
  /** The row as the list has it now (or as it was when opened, once it left the page). */
  row: T;
  onClose(): void;
  /** A change saved from the drawer: its answer is the copy to show once the row leaves the page. */
  onChanged(row: T): void;
  /** Closes the drawer and filters the list, e.g. "the tasks about this message". */
  onFilter(params: Partial<P>): void;
}

export interface ColumnContext<T> {
  /** The row's menu of actions (the last column of most areas). */
  actions(row: T): ReactNode;
  /** Runs one of the area's row actions (inline switches and buttons in cells). */
  run(action: RowAction<T>, row: T): void;
  /** An action with this key is on its way to the server for the row (one at a time). */
  pending(key: string, row: T): boolean;
  /** Opens the edit form of the row; undefined without a form or the write permission. */
  edit?(row: T): void;
  /** The row is the signed-in user's own (see AreaConfig.ownRow), e.g. to mark it "You". */
  own(row: T): boolean;
}

export interface AreaConfig<T extends { uuid: string }, P extends PageAndSort> {
  /** Columns are remembered under `bo_columns:<key>`; bo-change names this resource. */
  key: string;
  resource: AreaResource<T, P>;
  texts: AreaTexts;
  /** The name a person reads for a row (toasts, dialog titles). */
  itemName(row: T): string;
  columns(context: ColumnContext<T>): ResourceColumn<T>[];
  filters: readonly FilterField<P>[];
  form?: AreaForm<T>;
  rowActions?: readonly RowAction<T>[];
  bulkActions?: readonly BulkAction[];
  detail?: readonly DetailSection<T>[];
  /**
   * The area's own drawer instead of the kit's sections, for a record edited in place (a task's
   * status, assignee and reviews). The area loads its code lazily; the kit opens and closes it.
   */
  drawer?: ComponentType<AreaDrawerProps<T, P>>;
  /** Fetch the code of the area's own drawer, called once idle after the first rows (dialogs load when opened). */
  preloads?: readonly (() => void)[];
  /** Also tells the host a row was opened, e.g. `bo-task-select`. */
  onRowOpen?(row: T, events: ElementEvents): void;
  /** Whether a row is the signed-in user's own record (their account), which some actions refuse. */
  ownRow?(row: T, me: { uuid: string }): boolean;
  /** A dialog the header opens next to (or instead of) create. */
  headerDialog?: HeaderDialog;
  /** The sort the server applies without `sort`. */
  defaultSort?: string;
  /**
   * The permission area (`<area>.read|write`) when it differs from `key`. Create, edit, row and bulk
   * actions need `<area>.write` unless they name their own permission; export needs `export`.
   */
  permissionArea?: string;
}
