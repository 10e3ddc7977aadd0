// FormField: one field of an area's form rendered from its descriptor (text to reference picker).
import {
  Dropdown,
  Field,
  Input,
  Option,
  Select,
  Switch,
  Textarea,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { fieldProps } from '../field-error';
import { SelectOptions } from '../select-options';
import {
  currencyOf,
  type FieldSpec,
  type FieldValue,
  type FormValues,
  inputFromInstant,
  instantFromInput,
  numberFromInput,
} from './fields';
import { moneyInput } from './money-input';
import { CheckboxGroupField } from './checkbox-group-field';
import { ReferencePicker } from './reference-picker';

export interface FormFieldProps {
  field: FieldSpec;
  values: FormValues;
  error?: string;
  onChange(name: string, value: FieldValue): void;
}

const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  url: 'url',
  password: 'password',
} as const;

/** Numbers keep the typed text while it is not a number yet (e.g. "12."), the value is NaN then. */
function NumberInput(props: FormFieldProps & { id: string }) {
  const { field, values } = props;
  const value = values[field.name];
  const currency = currencyOf(field, values);
  const formatted =
    typeof value === 'number'
      ? field.kind === 'money'
        ? moneyInput(value, currency)
        : String(value)
      : '';
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      id={props.id}
      inputMode="decimal"
      value={text ?? formatted}
      readOnly={field.readOnly}
      contentAfter={field.kind === 'money' ? currency : undefined}
      onChange={(_, data) => {
        setText(data.value);
        props.onChange(field.name, numberFromInput(field, data.value, values));
      }}
      onBlur={() => setText(null)}
    />
  );
}

function Control(props: FormFieldProps & { id: string }) {
  const { field, values, onChange } = props;
  const value = values[field.name];
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
    case 'password':
      return (
        <Input
          id={props.id}
          type={INPUT_TYPES[field.kind]}
          value={text}
          readOnly={field.readOnly}
          // A new account's password, not one the browser should fill in from its store.
          autoComplete={field.kind === 'password' ? 'new-password' : undefined}
          placeholder={field.placeholder}
          onChange={(_, data) => onChange(field.name, data.value)}
        />
      );
    case 'longText':
      return (
        <Textarea
          id={props.id}
          resize="vertical"
          value={text}
          readOnly={field.readOnly}
          placeholder={field.placeholder}
          onChange={(_, data) => onChange(field.name, data.value)}
        />
      );
    case 'number':
    case 'money':
      return <NumberInput {...props} />;
    case 'datetime':
      return (
        <Input
          id={props.id}
          type="datetime-local"
          value={inputFromInstant(value)}
          onChange={(_, data) => onChange(field.name, instantFromInput(data.value))}
        />
      );
    case 'date':
      // A calendar day as the date input gives it (YYYY-MM-DD); the area turns it into its instant.
      return (
        <Input
          id={props.id}
          type="date"
          value={text}
          readOnly={field.readOnly}
          onChange={(_, data) => onChange(field.name, data.value)}
        />
      );
    case 'select':
      return (
        <Select id={props.id} value={text} onChange={(_, data) => onChange(field.name, data.value)}>
          {field.required || field.alwaysChosen ? null : (
            <option value="">{field.emptyLabel ?? ''}</option>
          )}
          <SelectOptions options={field.options ?? []} />
        </Select>
      );
    case 'multiSelect': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      const options = field.options ?? [];
      return (
        <Dropdown
          id={props.id}
          multiselect
          selectedOptions={[...chosen]}
          value={options
            .filter((option) => chosen.includes(option.value))
            .map((option) => option.label)
            .join(', ')}
          onOptionSelect={(_, data) => onChange(field.name, data.selectedOptions)}
        >
          {options.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      );
    }
    case 'switch':
      return (
        <Switch
          id={props.id}
          checked={value === true}
          onChange={(_, data) => onChange(field.name, data.checked)}
        />
      );
    case 'checkboxGroup':
      // Rendered whole by CheckboxGroupField (a group has no single control for a Field label).
      return null;
    case 'reference':
      return field.reference ? (
        <ReferencePicker
          id={props.id}
          source={field.reference}
          value={typeof value === 'string' && value ? value : null}
          placeholder={field.placeholder}
          onChange={(uuid) => onChange(field.name, uuid)}
        />
      ) : null;
  }
}

export function FormField(props: FormFieldProps) {
  const id = useId();
  const { field } = props;
  if (field.kind === 'checkboxGroup') return <CheckboxGroupField {...props} />;
  return (
    <Field
      label={{ children: field.label, htmlFor: id }}
      required={field.required}
      hint={field.hint}
      {...fieldProps(props.error)}
    >
      <Control {...props} id={id} />
    </Field>
  );
}
