// /sessions/signup: name, email and the password twice; the account waits (pending, no role) until an admin activates it.

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { signUp } from '../../core/auth/account';
import type { BookText } from '../../core/i18n';
import { ctBook } from '../messages.en';
import { SessionLink } from './session-address';
import { emailError, nameError, newPasswordErrors, onlyProblems } from './session-checks';
import { type SessionField, SessionForm, useSessionForm } from './session-form';
import { useMessages, useLocale } from '../../ui/i18n';

/** Built per language: the labels are the element's. */
const fieldsOf = (ct: BookText<keyof typeof ctBook.english>): readonly SessionField[] => [
  { name: 'name', label: ct('name'), type: 'text', autoComplete: 'name' },
  { name: 'email', label: ct('email'), type: 'email', autoComplete: 'email' },
  { name: 'password', label: ct('password'), type: 'password', autoComplete: 'new-password' },
  { name: 'repeat', label: ct('repeatPassword'), type: 'password', autoComplete: 'new-password' },
];

export function SignUpPage() {
  const locale = useLocale();
  const ct = useMessages(ctBook);
  const FIELDS = useMemo(() => fieldsOf(ct), [ct]);

  const [created, setCreated] = useState<string | null>(null);
  const form = useSessionForm(
    FIELDS,
    (values) => ({
      ...onlyProblems({
        name: nameError(locale, values.name ?? ''),
        email: emailError(locale, values.email ?? ''),
      }),
      ...newPasswordErrors(locale, values.password ?? '', values.repeat ?? '', {
        password: 'password',
        repeat: 'repeat',
      }),
    }),
    async (values) => {
      const email = (values.email ?? '').trim();
      await signUp({ name: (values.name ?? '').trim(), email, password: values.password ?? '' });
      setCreated(email);
    },
  );
  return (
    <SessionForm
      title={ct('session.signUp')}
      intro={ct('signUpIntro')}
      fields={FIELDS}
      form={form}
      submitLabel={ct('signUpSubmit')}
      done={
        created === null ? undefined : (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{ct('signUpDone', { email: created })}</MessageBarBody>
          </MessageBar>
        )
      }
      links={<SessionLink to="/sessions/signin">{ct('backToSignIn')}</SessionLink>}
    />
  );
}
