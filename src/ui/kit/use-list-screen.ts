// useListScreen: the controller of an area's screen: params through useListParams, the list, selection, dialogs and drawer with focus return.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceColumn } from '../resource-table';
import type { PageAndSort } from '../list-resource';
import { useElementEvents } from '../element-events';
import { useFocusReturn } from '../use-focus-return';
import { useResourceListParams } from '../use-resource-list';
import type { AreaConfig } from './area-config';
import { useColumnMemory } from './column-memory';
import { useAreaActions } from './use-row-actions';
import { useExport } from './use-export';

/** What is open over the list: a row's drawer, the create or edit form, the header's own dialog. */
export type ScreenTarget<T> =
  | { kind: 'detail'; uuid: string; row: T }
  | { kind: 'create' }
  | { kind: 'edit'; row: T }
  | { kind: 'header' }
  | null;

export function useListScreen<T extends { uuid: string }, P extends PageAndSort>(
  config: AreaConfig<T, P>,
) {
  const { resource } = config;
  const { params, update, list } = useResourceListParams<T, P>(resource, resource.defaults);
  const focus = useFocusReturn();
  const [target, setTarget] = useState<ScreenTarget<T>>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const columnMemory = useColumnMemory(config.key);
  const actions = useAreaActions(config);
  const exporter = useExport(config, params);
  const events = useElementEvents();

  // Another filter, sort or page: "all matching" meant the old filter; a page's picks go too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: params identity marks a change of the list
  useEffect(() => {
    setAllMatching(false);
    setSelected(new Set());
  }, [params]);

  const targetRef = useRef(target);
  targetRef.current = target;
  /**
   * The row's edit form, from its menu or its drawer (whose opener keeps the focus to return to).
   * One function for the screen's life: the columns built from it stay the same, so a new page or
   * a keystroke in the search field does not re-render every row.
   */
  const openEdit = useCallback(
    (row: T) => {
      if (!targetRef.current) focus.remember();
      setTarget({ kind: 'edit', row });
    },
    [focus],
  );

  const open = (next: ScreenTarget<T>) => {
    focus.remember();
    setTarget(next);
  };
  const close = () => {
    setTarget(null);
    focus.restore();
  };
  // The live copy while the row is on the page. The kit's drawer closes when its row leaves (a
  // delete); an area's own drawer keeps the copy from opening (its edits may filter the row out).
  const detailRow =
    target?.kind === 'detail'
      ? (list.items.find((row) => row.uuid === target.uuid) ??
        (config.drawer ? target.row : undefined))
      : undefined;

  return {
    params,
    update,
    list,
    target,
    detailRow,
    openRow(row: T) {
      if (config.detail || config.drawer) open({ kind: 'detail', uuid: row.uuid, row });
      else if (config.form) open({ kind: 'edit', row });
      else return;
      config.onRowOpen?.(row, events);
    },
    /** The drawer's row as its latest save answered it. */
    refreshDetail(row: T) {
      setTarget((now) => (now?.kind === 'detail' && now.uuid === row.uuid ? { ...now, row } : now));
    },
    /** From the drawer: the list changes under the row that opened it, so no focus goes back. */
    closeAndFilter(next: Partial<P>) {
      setTarget(null);
      update({ ...next, offset: 0 } as Partial<P>);
    },
    openCreate: () => open({ kind: 'create' }),
    openHeaderDialog: () => open({ kind: 'header' }),
    openEdit,
    close,
    selection: {
      selected,
      onChange(next: Set<string>) {
        setAllMatching(false);
        setSelected(next);
      },
    },
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    clearSelection: () => {
      setAllMatching(false);
      setSelected(new Set());
    },
    columnMemory,
    actions,
    exporter,
  };
}

export type ListScreenState<T extends { uuid: string }, P extends PageAndSort> = ReturnType<
  typeof useListScreen<T, P>
>;

/** The columns the reader keeps shown (never hiding them all). */
export function useShownColumns<T>(
  columns: readonly ResourceColumn<T>[],
  hidden: ReadonlySet<string>,
): ResourceColumn<T>[] {
  return useMemo(() => {
    const shown = columns.filter((column) => !hidden.has(column.key));
    return shown.length > 0 ? shown : [...columns];
  }, [columns, hidden]);
}
