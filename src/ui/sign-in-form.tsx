// The inline email/password sign-in form shown by elements when nobody is signed in.

import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { TextLook } from './text-looks';
import type { SessionUser } from '../core/auth/types';

import { BusyButton } from './busy-button';
import { fieldProps } from './field-error';
import { FormFrame } from './form-frame';
import { useSignInForm } from './use-sign-in-form';
import { useT } from './i18n';

const useStyles = makeStyles({
  form: {
    maxWidth: '360px',
    padding: tokens.spacingVerticalL,
  },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

export interface SignInFormProps {
  /** Shown above the fields, e.g. why signing in is needed here. */
  prompt?: string;
  /** The form's accessible name; "Sign in" unless the page has several forms to tell apart. */
  label?: string | undefined;
  onSignedIn?: (user: SessionUser) => void;
}

export function SignInForm(props: SignInFormProps) {
  const { t } = useT();

  const form = useSignInForm(props.onSignedIn);
  const styles = useStyles();
  return (
    <FormFrame
      className={styles.form}
      busy={form.busy}
      label={props.label ?? t('signIn.title')}
      onSubmit={(event) => void form.submit(event)}
      heading={
        <TextLook look="subtitle1" as="h2">
          {t('signIn.title')}
        </TextLook>
      }
      intro={props.prompt ? <TextLook look="body1">{props.prompt}</TextLook> : null}
      error={form.formError}
    >
      <Field label={t('signIn.email')} {...fieldProps(form.fieldErrors.email)}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={form.email}
          onChange={(_, data) => form.setEmail(data.value)}
        />
      </Field>
      <Field label={t('signIn.password')} {...fieldProps(form.fieldErrors.password)}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(_, data) => form.setPassword(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <BusyButton type="submit" busy={form.busy}>
          {t('signIn.submit')}
        </BusyButton>
      </div>
    </FormFrame>
  );
}
