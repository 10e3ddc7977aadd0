// useForm: the one form state: initial values, checks from the field rules, the body to send, server field errors.
import { useState } from 'react';
import { useElementEvents } from '../element-events';
import { apiFieldErrors, type FieldErrors } from '../field-error';
import {
  bodyOf,
  changedOf,
  type FieldSpec,
  type FieldValue,
  type FormValues,
  formProblems,
} from './fields';
import { useLocale } from '../i18n';

export interface FormOptions {
  fields: readonly FieldSpec[];
  initial: FormValues;
  /** true: send only what changed (PATCH); false: every filled field (POST). */
  editing: boolean;
  /** Sends the body; a refusal with field messages shows them at the fields. */
  send(body: Record<string, unknown>): Promise<unknown>;
  onSaved?(result: unknown): void;
}

export interface FormState {
  values: FormValues;
  /** Client checks (after the first submit) over the server's messages per field. */
  errors: FieldErrors;
  /** A refusal that names no field: shown above the buttons. */
  failure: unknown;
  busy: boolean;
  /**
   * Bumped each time a submit ends with messages at fields (the form's own checks, or the
   * server's), so the view can take the keyboard to the first of them.
   */
  attention: number;
  set(name: string, value: FieldValue): void;
  submit(): void;
}

export function useForm(options: FormOptions): FormState {
  const locale = useLocale();
  const [values, setValues] = useState<FormValues>(options.initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [attention, setAttention] = useState(0);
  const events = useElementEvents();
  const problems = checked ? formProblems(locale, options.fields, values) : {};

  return {
    values,
    errors: { ...serverErrors, ...problems },
    failure,
    busy,
    attention,
    set(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      // The server's word on a field is about the old value.
      setServerErrors(({ [name]: _gone, ...rest }) => rest);
    },
    submit() {
      if (busy) return;
      setChecked(true);
      if (Object.keys(formProblems(locale, options.fields, values)).length > 0) {
        setAttention((count) => count + 1);
        return;
      }
      const body = options.editing
        ? changedOf(options.fields, values, options.initial)
        : bodyOf(options.fields, values);
      setBusy(true);
      setFailure(null);
      options.send(body).then(
        (result) => {
          setBusy(false);
          options.onSaved?.(result);
        },
        (error: unknown) => {
          setBusy(false);
          // The host hears of a failed save as of any other failed call, not only the person.
          events.emitError(error);
          const fields = apiFieldErrors(error);
          setServerErrors(fields);
          // Messages for fields this form shows appear there; anything else above the buttons.
          const shown = options.fields.some((field) => fields[field.name]);
          setFailure(shown ? null : error);
          if (shown) setAttention((count) => count + 1);
        },
      );
    },
  };
}
