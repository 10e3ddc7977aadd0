// The options of a native Select: value/label pairs, built from an enum, rendered as <option>s.

import type { FilterOption } from './use-filter-bar';

/** An enum's values with the labels a reader sees, e.g. statuses through statusLabel. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): FilterOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export function SelectOptions(props: { options: readonly FilterOption[] }) {
  return props.options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
