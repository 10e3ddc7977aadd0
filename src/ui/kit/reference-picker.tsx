// ReferencePicker: an async combobox that searches another resource by `q` and shows names, never uuids.
import { Combobox, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../use-filter-bar';
import { useSettledValue } from '../use-settled-value';
import { kitTextBook } from './kit-messages';
import { kitWorkBook } from './kit-work-messages';
import { type ReferenceSource, useReferenceName, useReferenceSearch } from './use-lookup';
import { useMessages } from '../i18n';

export interface ReferencePickerProps {
  source: ReferenceSource;
  value: string | null;
  onChange(uuid: string | null): void;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

export function ReferencePicker(props: ReferencePickerProps) {
  const kitText = useMessages(kitTextBook);
  const workText = useMessages(kitWorkBook);

  const { source, value } = props;
  const chosenName = useReferenceName(source, value);
  // null: not typing, the field shows the chosen record's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [q] = useSettledValue((typed ?? '').trim(), FILTER_DEBOUNCE_MS);
  const search = useReferenceSearch(source, q, open);
  const shown = typed ?? chosenName ?? '';
  return (
    <Combobox
      id={props.id}
      aria-label={props['aria-label']}
      freeform
      clearable
      placeholder={props.placeholder ?? kitText('reference.placeholder')}
      value={shown}
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (!data.open) setTyped(null);
      }}
      selectedOptions={value ? [value] : []}
      onInput={(event) => {
        setTyped((event.target as HTMLInputElement).value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        setTyped(null);
        props.onChange(data.optionValue ?? null);
      }}
    >
      {search.items.length === 0 ? (
        <Option value="" disabled text="">
          {search.searching ? workText('reference.searching') : workText('reference.none')}
        </Option>
      ) : (
        search.items.map((item) => (
          <Option key={item.uuid} value={item.uuid} text={source.label(item)}>
            {source.label(item)}
          </Option>
        ))
      )}
    </Combobox>
  );
}
