// Which columns an area shows, remembered per area in localStorage['bo_columns:<area>'].
import { useCallback, useState } from 'react';

export const columnsStorageKey = (area: string) => `bo_columns:${area}`;

/** The hidden column keys stored for the area; none when nothing (readable) is stored. */
export function readHiddenColumns(area: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(columnsStorageKey(area)) ?? 'null') as unknown;
    const hidden = (stored as { hidden?: unknown } | null)?.hidden;
    return Array.isArray(hidden) ? hidden.filter((key) => typeof key === 'string') : [];
  } catch {
    // Storage blocked or a hand-edited value: every column shows.
    return [];
  }
}

export function writeHiddenColumns(area: string, hidden: readonly string[]): void {
  try {
    if (hidden.length === 0) localStorage.removeItem(columnsStorageKey(area));
    else localStorage.setItem(columnsStorageKey(area), JSON.stringify({ hidden }));
  } catch {
    // A full or blocked storage only loses the preference, not the screen.
  }
}

export interface ColumnMemory {
  hidden: ReadonlySet<string>;
  toggle(key: string): void;
  reset(): void;
}

export function useColumnMemory(area: string): ColumnMemory {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(readHiddenColumns(area)));
  const save = useCallback(
    (next: Set<string>) => {
      setHidden(next);
      writeHiddenColumns(area, [...next]);
    },
    [area],
  );
  return {
    hidden,
    toggle(key) {
      const next = new Set(hidden);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      save(next);
    },
    reset: () => save(new Set()),
  };
}
