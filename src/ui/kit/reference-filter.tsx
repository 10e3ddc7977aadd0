// A filter-bar field that picks a record of another resource by name (searching it by `q`), for
// references with too many records for a select: buyers, channels, sources.
import type { ReactElement } from 'react';
import type { FilterControlProps, FilterField } from '../use-filter-bar';
import { ReferencePicker } from './reference-picker';
import type { ReferenceSource } from './use-lookup';

type Control = (props: FilterControlProps) => ReactElement;

// One control component per source, so a config rebuilt on render does not remount the picker.
const controls = new WeakMap<ReferenceSource, Control>();

function controlFor(source: ReferenceSource): Control {
  let control = controls.get(source);
  if (!control) {
    control = function ReferenceFilterControl(props: FilterControlProps) {
      return (
        <ReferencePicker
          source={source}
          value={props.value ?? null}
          onChange={(uuid) => props.onChange(uuid ?? undefined)}
        />
      );
    };
    controls.set(source, control);
  }
  return control;
}

export function referenceFilter<P>(
  name: Extract<keyof P, string>,
  label: string,
  source: ReferenceSource,
): FilterField<P> {
  return { kind: 'control', name, label, control: controlFor(source) };
}
