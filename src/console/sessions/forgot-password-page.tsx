// /sessions/forgot-password: one email field; the answer is the same whether or not the address has an account.

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { requestPasswordReset } from '../../core/auth/account';
import type { BookText } from '../../core/i18n';
import { ctBook } from '../messages.en';
import { SessionLink } from './session-address';
import { emailError, onlyProblems } from './session-checks';
import { type SessionField, SessionForm, useSessionForm } from './session-form';
import { useMessages, useLocale } from '../../ui/i18n';

/** Built per language: the labels are the element's. */
const fieldsOf = (ct: BookText<keyof typeof ctBook.english>): readonly SessionField[] => [
  { name: 'email', label: ct('email'), type: 'email', autoComplete: 'email' },
];

export function ForgotPasswordPage() {
  const locale = useLocale();
  const ct = useMessages(ctBook);
  const FIELDS = useMemo(() => fieldsOf(ct), [ct]);

  const [sent, setSent] = useState(false);
  const form = useSessionForm(
    FIELDS,
    (values) => onlyProblems({ email: emailError(locale, values.email ?? '') }),
    async (values) => {
      await requestPasswordReset((values.email ?? '').trim());
      setSent(true);
    },
  );
  return (
    <SessionForm
      title={ct('session.forgotPassword')}
      intro={ct('forgotIntro')}
      fields={FIELDS}
      form={form}
      submitLabel={ct('forgotSubmit')}
      done={
        sent ? (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{ct('forgotDone')}</MessageBarBody>
          </MessageBar>
        ) : undefined
      }
      links={<SessionLink to="/sessions/signin">{ct('backToSignIn')}</SessionLink>}
    />
  );
}
