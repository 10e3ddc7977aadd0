// /sessions/signup: name, email and the password twice; the account waits (pending, no role) until an admin activates it.

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { signUp } from '../../core/auth/account';
import { ct } from '../messages.en';
import { RouterLink } from '../router-link';
import { emailError, nameError, newPasswordErrors, onlyProblems } from './session-checks';
import { type SessionField, SessionForm, useSessionForm } from './session-form';

const FIELDS: readonly SessionField[] = [
  { name: 'name', label: ct('name'), type: 'text', autoComplete: 'name' },
  { name: 'email', label: ct('email'), type: 'email', autoComplete: 'email' },
  { name: 'password', label: ct('password'), type: 'password', autoComplete: 'new-password' },
  { name: 'repeat', label: ct('repeatPassword'), type: 'password', autoComplete: 'new-password' },
];

export function SignUpPage() {
  const [created, setCreated] = useState<string | null>(null);
  const form = useSessionForm(
    FIELDS,
    (values) => ({
      ...onlyProblems({
        name: nameError(values.name ?? ''),
        email: emailError(values.email ?? ''),
      }),
      ...newPasswordErrors(values.password ?? '', values.repeat ?? '', {
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
      links={<RouterLink to="/sessions/signin">{ct('backToSignIn')}</RouterLink>}
    />
  );
}
