// /sessions/reset-password?token=: the new password twice, then on to sign in.

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { resetPassword } from '../../core/auth/account';
import type { BookText } from '../../core/i18n';
import { ctBook } from '../messages.en';
import { SessionLink, useSessionQuery } from './session-address';
import { newPasswordErrors } from './session-checks';
import { type SessionField, SessionForm, useSessionForm } from './session-form';
import { useMessages, useLocale } from '../../ui/i18n';

/** Built per language: the labels are the element's. */
const fieldsOf = (ct: BookText<keyof typeof ctBook.english>): readonly SessionField[] => [
  { name: 'password', label: ct('newPassword'), type: 'password', autoComplete: 'new-password' },
  { name: 'repeat', label: ct('repeatPassword'), type: 'password', autoComplete: 'new-password' },
];

export function ResetPasswordPage() {
  const locale = useLocale();
  const ct = useMessages(ctBook);
  const FIELDS = useMemo(() => fieldsOf(ct), [ct]);

  const query = useSessionQuery();
  const token = query.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useSessionForm(
    FIELDS,
    (values) =>
      newPasswordErrors(locale, values.password ?? '', values.repeat ?? '', {
        password: 'password',
        repeat: 'repeat',
      }),
    async (values) => {
      await resetPassword(token, values.password ?? '');
      setDone(true);
    },
  );
  const message = done ? ct('resetDone') : token ? undefined : ct('resetNoToken');
  return (
    <SessionForm
      title={ct('session.resetPassword')}
      intro={ct('resetIntro')}
      fields={FIELDS}
      form={form}
      submitLabel={ct('resetSubmit')}
      done={
        message ? (
          <MessageBar intent={done ? 'success' : 'warning'} role="status">
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        ) : undefined
      }
      links={
        <>
          <SessionLink to="/sessions/signin">{ct('backToSignIn')}</SessionLink>
          {done ? null : (
            <SessionLink to="/sessions/forgot-password">{ct('session.forgotPassword')}</SessionLink>
          )}
        </>
      }
    />
  );
}
