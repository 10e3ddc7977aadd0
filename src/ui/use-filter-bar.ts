// State of the filter bar: text drafts debounced into params, immediate selects/switches/dates, reset; every change restarts at offset 0.

import { useCallback, useEffect, useRef, useState } from 'react';

/** Free-text filters wait this long after the last keystroke (at most 250 ms per the design). */
export const FILTER_DEBOUNCE_MS = 250;

type Key<P> = Extract<keyof P, string>;

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterField<P> =
  | { kind: 'text'; name: Key<P>; label: string; placeholder?: string }
  | { kind: 'select'; name: Key<P>; label: string; options: readonly FilterOption[] }
  /** On filters to `true`; off means "any". */
  | { kind: 'switch'; name: Key<P>; label: string }
  /** Any / Yes / No over a boolean param. */
  | { kind: 'tristate'; name: Key<P>; label: string }
  | { kind: 'dateRange'; from: Key<P>; to: Key<P>; label: string };

/** Every param a field writes. */
export function fieldNames<P>(field: FilterField<P>): Key<P>[] {
  return field.kind === 'dateRange' ? [field.from, field.to] : [field.name];
}

export type FilterValue = string | boolean | undefined;

export interface FilterBarState {
  /** The text as typed, before the debounce passes it on. */
  draft(name: string): string;
  typeText(name: string, text: string): void;
  /** Enter in a text field: no need to wait. */
  flushText(name: string): void;
  /** Selects, switches and dates apply at once; '' and undefined mean "any". */
  setValue(name: string, value: FilterValue): void;
  reset(): void;
}

function normalize(value: FilterValue): FilterValue {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

export function useFilterBar<P extends object>(
  fields: readonly FilterField<P>[],
  values: Partial<P>,
  onChange: (patch: Partial<P>) => void,
): FilterBarState {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const emit = useCallback((patch: Record<string, FilterValue>) => {
    // Typed by the field config: names are keys of P, values what those fields hold.
    onChangeRef.current({ ...patch, offset: 0 } as unknown as Partial<P>);
  }, []);

  const cancel = useCallback((name: string) => {
    const timer = timers.current.get(name);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(name);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // A param changed from outside (reset by the area, another control): drop drafts it contradicts.
  useEffect(() => {
    setDrafts((all) => {
      const stale = Object.keys(all).filter(
        (name) => !timers.current.has(name) && normalize(all[name]) !== Reflect.get(values, name),
      );
      if (stale.length === 0) return all;
      const next = { ...all };
      for (const name of stale) delete next[name];
      return next;
    });
  }, [values]);

  const current = (name: string): unknown => Reflect.get(values, name);

  return {
    draft: (name) => drafts[name] ?? String(current(name) ?? ''),
    typeText(name, text) {
      setDrafts((all) => ({ ...all, [name]: text }));
      cancel(name);
      timers.current.set(
        name,
        setTimeout(() => {
          timers.current.delete(name);
          emit({ [name]: normalize(text) });
        }, FILTER_DEBOUNCE_MS),
      );
    },
    flushText(name) {
      if (!timers.current.has(name)) return;
      cancel(name);
      emit({ [name]: normalize(drafts[name] ?? '') });
    },
    setValue(name, value) {
      emit({ [name]: normalize(value) });
    },
    reset() {
      const patch: Record<string, FilterValue> = {};
      for (const field of fields) {
        for (const name of fieldNames(field)) {
          cancel(name);
          patch[name] = undefined;
        }
      }
      setDrafts({});
      emit(patch);
    },
  };
}
