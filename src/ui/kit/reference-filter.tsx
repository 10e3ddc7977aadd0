// A filter-bar field that picks a record of another resource by name (searching it by `q`), for
// references with too many records for a select: buyers, channels, sources.
import { Input, makeStyles } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import type { ReactElement } from 'react';
import { LazyPartBoundary, lazyPart } from '../lazy-part';
import type { FilterControlProps, FilterField } from '../use-filter-bar';
import { useMessages } from '../i18n';
import { kitTextBook } from './kit-messages';
import type { ReferencePickerProps } from './reference-picker';
import type { ReferenceSource } from './use-lookup';

// The picker (a combobox with its popup positioning) is the heaviest filter: the first rows do not
// wait for it. A plain field of the same look stands in until it arrives: the combobox's width and
// chevron, so nothing moves or changes look when the picker takes its place.
const pickerPart = lazyPart<ReferencePickerProps>(() =>
  import('./reference-picker').then((module) => module.ReferencePicker),
);

const useStandInStyles = makeStyles({
  // Fluent's Combobox root is at least 250px wide; a plain Input sizes to its placeholder.
  root: { minWidth: '250px' },
});

type Control = (props: FilterControlProps) => ReactElement;

// One control component per source, so a config rebuilt on render does not remount the picker.
const controls = new WeakMap<ReferenceSource, Control>();

function controlFor(source: ReferenceSource): Control {
  let control = controls.get(source);
  if (!control) {
    control = function ReferenceFilterControl(props: FilterControlProps) {
      const kitText = useMessages(kitTextBook);
      const standInStyles = useStandInStyles();
      pickerPart.preload();
      const ReferencePicker = pickerPart.current();
      const standIn = (
        <Input
          id={props.id}
          readOnly
          className={standInStyles.root}
          placeholder={kitText('reference.placeholder')}
          contentAfter={<ChevronDownRegular aria-hidden />}
        />
      );
      return (
        <LazyPartBoundary part={pickerPart} loading={standIn} fallback={standIn}>
          <ReferencePicker
            id={props.id}
            source={source}
            value={props.value ?? null}
            onChange={(uuid) => props.onChange(uuid ?? undefined)}
          />
        </LazyPartBoundary>
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
