// State of the email/password sign-in form: fields, per-field and server errors, busy flag, submit.

import { type FormEvent, useState } from 'react';
import { signInOn } from '../core/providers/provider-sign-in';
import { useBackend } from './backend-context';
import type { SessionUser } from '../core/auth/types';
import type { Translator } from '../core/i18n';
import { useElementEvents } from './element-events';
import { errorMessage } from './error-message';
import { type FieldErrors, mergeFieldErrors } from './field-error';
import { useT, useLocale } from './i18n';

export interface SignInFormState {
  email: string;
  password: string;
  setEmail(value: string): void;
  setPassword(value: string): void;
  busy: boolean;
  /** Per-field messages (client checks and server `fields`). */
  fieldErrors: FieldErrors;
  /** The server's answer when it refused the sign-in as a whole (wrong password, offline, ...). */
  formError: string | undefined;
  submit(event?: FormEvent): Promise<void>;
}

function checkFields({ t }: Translator, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = t('signIn.emailRequired');
  if (!password) errors.password = t('signIn.passwordRequired');
  return errors;
}

export function useSignInForm(onSignedIn?: (user: SessionUser) => void): SignInFormState {
  const locale = useLocale();
  const translator = useT();
  const { t } = translator;

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const { emitError } = useElementEvents();
  const backend = useBackend();

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (busy) return;
    const missing = checkFields(translator, email, password);
    setFieldErrors(missing);
    setFormError(undefined);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const user = await signInOn(backend, email.trim(), password);
      onSignedIn?.(user);
    } catch (error) {
      emitError(error);
      const fields = mergeFieldErrors({}, error);
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0)
        setFormError(errorMessage(locale, error) || t('signIn.failed'));
    } finally {
      setBusy(false);
    }
  };

  return { email, password, setEmail, setPassword, busy, fieldErrors, formError, submit };
}
