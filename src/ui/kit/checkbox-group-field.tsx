// CheckboxGroupField: several codes chosen from a fixed list (roles, say), one label, a hint per choice, one message.
import { Checkbox, Label, makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { DiamondDismiss12Filled } from '@fluentui/react-icons/svg/diamond-dismiss';
import { inOptionOrder, offeredOptions } from './fields';
import type { FormFieldProps } from './form-field';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
});

/** A fieldset rather than a Fluent Field: a Field lends its one id to every checkbox inside it. */
export function CheckboxGroupField(props: FormFieldProps) {
  const { field, error } = props;
  const styles = useStyles();
  const labelId = useId('group-label');
  const hintId = useId('group-hint');
  const errorId = useId('group-error');
  const value = props.values[field.name];
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
  const describedBy = [field.hint ? hintId : '', error ? errorId : ''].join(' ').trim();
  const toggle = (code: string, on: boolean) =>
    props.onChange(
      field.name,
      // In the options' order, so the same set always reads and compares the same.
      inOptionOrder(field, on ? [...chosen, code] : chosen.filter((held) => held !== code)),
    );
  return (
    <fieldset aria-labelledby={labelId} className={styles.group}>
      <Label id={labelId} required={field.required}>
        {field.label}
      </Label>
      {field.hint ? (
        <Text id={hintId} size={200} className={styles.muted}>
          {field.hint}
        </Text>
      ) : null}
      {offeredOptions(field, chosen).map((option) => (
        <Checkbox
          key={option.value}
          checked={chosen.includes(option.value)}
          disabled={field.readOnly || option.locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(_, data) => toggle(option.value, data.checked === true)}
          label={
            <>
              {option.label}
              {option.hint ? <span className={styles.muted}> — {option.hint}</span> : null}
            </>
          }
        />
      ))}
      {error ? (
        <Text id={errorId} size={200} className={styles.error} role="alert">
          <DiamondDismiss12Filled aria-hidden />
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
