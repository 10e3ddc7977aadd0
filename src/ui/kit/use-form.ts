// useForm: the one form state: initial values, checks from the field rules, the body to send, server field errors, a save confirmed first.
import { useState } from 'react';
import { isApiError } from '../../core/api/errors';
import { useElementEvents } from '../element-events';
import { type FieldErrors, formFieldErrors } from '../field-error';
import type { Confirmation } from './area-config';
import {
  bodyOf,
  changedOf,
  type FieldSpec,
  type FieldValue,
  type FormValues,
  formProblems,
} from './fields';
import { useLocale } from '../i18n';

type Body = Record<string, unknown>;

export interface FormOptions {
  fields: readonly FieldSpec[];
  initial: FormValues;
  /** true: send only what changed (PATCH); false: every filled field (POST). */
  editing: boolean;
  /** Sends the body; a refusal with field messages shows them at the fields. */
  send(body: Body): Promise<unknown>;
  onSaved?(result: unknown): void;
  /** An edit that changes nothing: nothing is sent (no request, no event, no toast). */
  onUnchanged?(): void;
  /** A question to ask before this body is sent (e.g. an edit that disables an account). */
  confirm?(body: Body): Confirmation | undefined;
}

export interface FormState {
  values: FormValues;
  /** Client checks (after the first submit) over the server's messages per field. */
  errors: FieldErrors;
  /** A refusal not wholly about the fields shown: shown above the buttons. */
  failure: unknown;
  busy: boolean;
  /**
   * Bumped each time a submit ends with messages at fields (the form's own checks, or the
   * server's), so the view can take the keyboard to the first of them.
   */
  attention: number;
  /** The question asked before the save goes out, while it waits for an answer. */
  asking: Confirmation | null;
  set(name: string, value: FieldValue): void;
  submit(): void;
  /** Sends the body the question was about. */
  confirmSave(): void;
  cancelSave(): void;
}

/** A refusal of the input whose every message has a field on the form: those messages say it all. */
function allAtFields(error: unknown, fields: FieldErrors, shown: readonly FieldSpec[]): boolean {
  const names = Object.keys(fields);
  return (
    isApiError(error) &&
    error.code === 'VALIDATION_ERROR' &&
    names.length > 0 &&
    names.every((name) => shown.some((field) => field.name === name))
  );
}

export function useForm(options: FormOptions): FormState {
  const locale = useLocale();
  const [values, setValues] = useState<FormValues>(options.initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [attention, setAttention] = useState(0);
  const [pending, setPending] = useState<{ confirmation: Confirmation; body: Body } | null>(null);
  const events = useElementEvents();
  const problems = checked ? formProblems(locale, options.fields, values) : {};

  const send = (body: Body) => {
    setBusy(true);
    setFailure(null);
    options.send(body).then(
      (result) => {
        setBusy(false);
        setPending(null);
        options.onSaved?.(result);
      },
      (error: unknown) => {
        setBusy(false);
        setPending(null);
        // The host hears of a failed save as of any other failed call, not only the person.
        events.emitError(error);
        const fields = formFieldErrors(error);
        const shown = Object.fromEntries(
          Object.entries(fields).filter(([name]) => options.fields.some((f) => f.name === name)),
        );
        setServerErrors(shown);
        // Messages for fields this form shows appear there; the refusal itself above the buttons
        // unless those messages are all it says (a 403 or 409 with a field still needs its reason).
        setFailure(allAtFields(error, fields, options.fields) ? null : error);
        if (Object.keys(shown).length > 0) setAttention((count) => count + 1);
      },
    );
  };

  return {
    values,
    errors: { ...serverErrors, ...problems },
    failure,
    busy,
    attention,
    asking: pending?.confirmation ?? null,
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
      if (options.editing && Object.keys(body).length === 0 && options.onUnchanged) {
        options.onUnchanged();
        return;
      }
      const confirmation = options.confirm?.(body);
      if (confirmation) setPending({ confirmation, body });
      else send(body);
    },
    confirmSave() {
      if (pending && !busy) send(pending.body);
    },
    cancelSave: () => setPending(null),
  };
}
