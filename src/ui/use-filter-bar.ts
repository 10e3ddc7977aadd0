// State of the filter bar: text fields scheduled into params (and checked first), immediate selects/switches/dates, reset; every change restarts at offset 0.

import { useEventCallback } from '@fluentui/react-components';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createSearchSchedule } from './search-schedule';
import { useSettledValue } from './use-settled-value';

/**
 * The pause of a free-text filter (at most 250 ms by design): the first change after it goes out
 * at once, changes within it coalesce into one request once the text rests this long.
 */
export const FILTER_DEBOUNCE_MS = 250;

type Key<P> = Extract<keyof P, string>;

export interface FilterOption {
  value: string;
  label: string;
}

/** What the filter bar gives a control an area brings: its param's value and a way to set it. */
export interface FilterControlProps {
  /** The control's id, which its label points at. */
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

export type FilterField<P> =
  | {
      kind: 'text';
      name: Key<P>;
      label: string;
      placeholder?: string;
      /** A message when the (trimmed, non-empty) text cannot be a filter value; such text is not sent. */
      validate?: (value: string) => string | undefined;
    }
  | { kind: 'select'; name: Key<P>; label: string; options: readonly FilterOption[] }
  /** On filters to `true`; off means "any". */
  | { kind: 'switch'; name: Key<P>; label: string }
  /** Any / Yes / No over a boolean param. */
  | { kind: 'tristate'; name: Key<P>; label: string }
  | { kind: 'dateRange'; from: Key<P>; to: Key<P>; label: string }
  /**
   * A control from a higher layer (the kit's reference picker) over one string param; applies at
   * once like a select. Keep `control` a stable component type, or it remounts on every render.
   */
  | { kind: 'control'; name: Key<P>; label: string; control: ComponentType<FilterControlProps> };

export type TextFilterField<P> = Extract<FilterField<P>, { kind: 'text' }>;

/** Every param a field writes. */
export function fieldNames<P>(field: FilterField<P>): Key<P>[] {
  return field.kind === 'dateRange' ? [field.from, field.to] : [field.name];
}

export type FilterValue = string | boolean | undefined;

export interface FilterBarState {
  /** Selects, switches, dates and settled text apply at once; '' and undefined mean "any". */
  setValue(name: string, value: FilterValue): void;
  reset(): void;
}

function normalize(value: FilterValue): FilterValue {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

export function useFilterBar<P extends object>(
  fields: readonly FilterField<P>[],
  onChange: (patch: Partial<P>) => void,
): FilterBarState {
  // One identity for the bar's whole life, calling the latest onChange.
  const emit = useEventCallback((patch: Record<string, FilterValue>) => {
    // Typed by the field config: names are keys of P, values what those fields hold.
    onChange({ ...patch, offset: 0 } as unknown as Partial<P>);
  });

  // One object while the fields stay: the bar's memoized fields re-render for their own value only.
  return useMemo(
    () => ({
      setValue: (name: string, value: FilterValue) => emit({ [name]: normalize(value) }),
      reset() {
        const patch: Record<string, FilterValue> = {};
        for (const field of fields) for (const name of fieldNames(field)) patch[name] = undefined;
        emit(patch);
      },
    }),
    [emit, fields],
  );
}

export interface FilterTextState {
  /** The text as typed. */
  draft: string;
  type(text: string): void;
  /** Enter: no need to wait. */
  flush(): void;
  /** Why the settled text is not sent, if it is not. */
  problem: string | undefined;
}

/**
 * One text filter: the first change after a pause is sent at once, while typing goes on the text
 * is sent once it rests (see search-schedule.ts); invalid text is never sent. A param changed
 * from outside (Reset, an area setting the filter) replaces the draft.
 */
export function useFilterText(
  current: FilterValue,
  send: (value: FilterValue) => void,
  validate?: (value: string) => string | undefined,
): FilterTextState {
  const [draft, setDraft] = useState(typeof current === 'string' ? current : '');
  // Only for judging: a half-typed value is not flagged while the user is still typing.
  const [settled, settleNow] = useSettledValue(draft, FILTER_DEBOUNCE_MS);
  /** The value the list filters by, as far as this field knows. */
  const sent = useRef(current);
  // The schedule below is made once; these reach the latest props from its timer.
  const sendLatest = useEventCallback(send);
  const isInvalid = useEventCallback((text: string) => validate?.(text) !== undefined);

  const [schedule] = useState(() =>
    createSearchSchedule(FILTER_DEBOUNCE_MS, (text) => {
      const wanted = normalize(text);
      const invalid = typeof wanted === 'string' && isInvalid(wanted);
      if (invalid || wanted === sent.current) return;
      sent.current = wanted;
      sendLatest(wanted);
    }),
  );
  useEffect(() => () => schedule.dispose(), [schedule]);

  useEffect(() => {
    if (current === sent.current) return;
    sent.current = current;
    schedule.reset();
    setDraft(typeof current === 'string' ? current : '');
  }, [current, schedule]);

  const wanted = normalize(settled);
  // While the draft has not settled (or was just replaced from outside) there is nothing to judge.
  const pending = settled !== draft;
  const problem = !pending && typeof wanted === 'string' && validate ? validate(wanted) : undefined;

  return {
    draft,
    type: useCallback(
      (text: string) => {
        setDraft(text);
        schedule.input(text);
      },
      [schedule],
    ),
    flush: useCallback(() => {
      schedule.flush();
      settleNow();
    }, [schedule, settleNow]),
    problem,
  };
}
