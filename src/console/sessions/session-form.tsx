// The form of every session page: a heading, an intro, per-field errors, one error for the whole form, a busy submit button and links below.

import {
  Field,
  Input,
  type InputProps,
  makeStyles,
  mergeClasses,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useElementEvents } from '../../ui/element-events';
import { errorMessage } from '../../ui/error-message';
import { type FieldErrors, fieldProps, mergeFieldErrors } from '../../ui/field-error';
import { BusyButton } from '../../ui/busy-button';
import { FormFrame } from '../../ui/form-frame';
import { useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  heading: { margin: 0 },
  actions: {
    display: 'flex',
    justifyContent: 'flex-start',
    marginBlockStart: tokens.spacingVerticalS,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalM,
  },
});

export interface SessionField {
  name: string;
  label: string;
  type: InputProps['type'];
  autoComplete: string;
}

export interface SessionFormState {
  values: Record<string, string>;
  set(name: string, value: string): void;
  busy: boolean;
  errors: FieldErrors;
  formError: string | undefined;
  submit(event: FormEvent): Promise<void>;
}

/**
 * Holds the fields, checks them with `check` before sending (server field errors fill in what
 * the checks did not catch), and reports a failed call to the host as bo-error.
 */
export function useSessionForm(
  fields: readonly SessionField[],
  check: (values: Record<string, string>) => FieldErrors,
  send: (values: Record<string, string>) => Promise<void>,
): SessionFormState {
  const locale = useLocale();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const { emitError } = useElementEvents();
  return {
    values,
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    busy,
    errors,
    formError,
    async submit(event) {
      event.preventDefault();
      if (busy) return;
      const problems = check(values);
      setErrors(problems);
      setFormError(undefined);
      if (Object.keys(problems).length > 0) return;
      setBusy(true);
      try {
        await send(values);
      } catch (error) {
        emitError(error);
        // Only the fields this form shows can carry a message; anything else is said for the whole form.
        const shown = new Set(fields.map((field) => field.name));
        const fieldErrors = Object.fromEntries(
          Object.entries(mergeFieldErrors({}, error)).filter(([name]) => shown.has(name)),
        );
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(locale, error));
      } finally {
        setBusy(false);
      }
    },
  };
}

export interface SessionFormProps {
  title: string;
  intro?: string;
  fields: readonly SessionField[];
  form: SessionFormState;
  submitLabel: string;
  /** Shown instead of the fields once the form has done its job. */
  done?: ReactNode;
  links?: ReactNode;
}

/** The page's one h1: the form's title, or a page's own when something else takes the form's place. */
export function SessionHeading(props: { children: ReactNode; className?: string }) {
  const styles = useStyles();
  return (
    <Title2 as="h1" className={mergeClasses(styles.heading, props.className)}>
      {props.children}
    </Title2>
  );
}

export function SessionForm(props: SessionFormProps) {
  const styles = useStyles();
  const { form } = props;
  return (
    <FormFrame
      busy={form.busy}
      label={props.title}
      onSubmit={(event) => void form.submit(event)}
      heading={<SessionHeading>{props.title}</SessionHeading>}
      intro={props.done || !props.intro ? null : <Text as="p">{props.intro}</Text>}
      error={props.done ? null : form.formError}
    >
      {props.done ?? (
        <>
          {props.fields.map((field) => (
            <Field key={field.name} label={field.label} {...fieldProps(form.errors[field.name])}>
              <Input
                type={field.type}
                name={field.name}
                autoComplete={field.autoComplete}
                value={form.values[field.name] ?? ''}
                onChange={(_, data) => form.set(field.name, data.value)}
              />
            </Field>
          ))}
          <div className={styles.actions}>
            <BusyButton type="submit" busy={form.busy}>
              {props.submitLabel}
            </BusyButton>
          </div>
        </>
      )}
      {props.links ? <nav className={styles.links}>{props.links}</nav> : null}
    </FormFrame>
  );
}
