// State of the phone sign-in wizard screen: its back end's wizard store (the page's, or an auth provider's with the phone extras) plus this element's drafts and field checks.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useStore } from 'zustand';
import type { PhoneLoginState } from '../../core/auth/phone-login';
import { phoneWizardOn } from '../../core/providers/provider-phone';
import { useBackend } from '../../ui/backend-context';

import { useElementEvents } from '../../ui/element-events';
import type { FieldErrors } from '../../ui/field-error';
import { codeProblem, normalizePhone, phoneProblem } from './phone-checks';
import { useT, useLocale } from '../../ui/i18n';

export interface PhoneLoginView {
  step: PhoneLoginState['step'];
  /** The phone the code went to (the store's, remembered across visits). */
  phone: string;
  ttlSec: number;
  busy: boolean;
  /** The server's answer when a step was refused. */
  serverError: string | null;
  phoneDraft: string;
  code: string;
  password: string;
  setPhoneDraft(value: string): void;
  setCode(value: string): void;
  setPassword(value: string): void;
  fieldErrors: FieldErrors;
  sendCode(event?: FormEvent): Promise<void>;
  verify(event?: FormEvent): Promise<void>;
  submitPassword(event?: FormEvent): Promise<void>;
  resend(): Promise<void>;
  startOver(): void;
}

export function usePhoneLogin(): PhoneLoginView {
  const wizard = phoneWizardOn(useBackend());
  const phoneLoginStore = wizard.store;

  const locale = useLocale();
  const { t } = useT();

  const step = useStore(phoneLoginStore, (state) => state.step);
  const phone = useStore(phoneLoginStore, (state) => state.phone);
  const ttlSec = useStore(phoneLoginStore, (state) => state.ttlSec);
  const busy = useStore(phoneLoginStore, (state) => state.loading);
  const serverError = useStore(phoneLoginStore, (state) => state.error);
  const [phoneDraft, setPhoneDraft] = useState(phone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { emitError } = useElementEvents();

  /** Runs `call` only when the client checks pass; the checks' messages go under the fields. */
  const guarded = async (problems: FieldErrors, call: () => Promise<void>): Promise<void> => {
    const found = Object.fromEntries(Object.entries(problems).filter(([, text]) => text));
    setFieldErrors(found);
    if (Object.keys(found).length > 0 || phoneLoginStore.getState().loading) return;
    await call();
    // The store keeps the refused call; this element started it, so this element reports it.
    const { failure } = phoneLoginStore.getState();
    if (failure) emitError(failure);
  };

  const sendCode = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    const normalized = normalizePhone(phoneDraft);
    await guarded({ phone: phoneProblem(locale, normalized) ?? '' }, async () => {
      setCode('');
      await wizard.start(normalized);
    });
  };

  const verify = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    const trimmed = code.trim();
    await guarded({ code: codeProblem(locale, trimmed) ?? '' }, async () => {
      setPassword('');
      await wizard.verify(trimmed);
    });
  };

  const submitPassword = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    await guarded({ password: password ? '' : t('signIn.passwordRequired') }, async () => {
      await wizard.password(password);
    });
  };

  const resend = async (): Promise<void> => {
    if (phoneLoginStore.getState().ttlSec > 0) return;
    await guarded({}, () => wizard.start(phone));
  };

  const startOver = (): void => {
    setFieldErrors({});
    setCode('');
    setPassword('');
    setPhoneDraft(phoneLoginStore.getState().phone);
    wizard.reset();
  };

  return {
    step,
    phone,
    ttlSec,
    busy,
    serverError,
    phoneDraft,
    code,
    password,
    setPhoneDraft,
    setCode,
    setPassword,
    fieldErrors,
    sendCode,
    verify,
    submitPassword,
    resend,
    startOver,
  };
}
