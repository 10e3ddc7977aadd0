// The phone sign-in wizard: phone -> code (with the resend countdown) -> password for two-factor accounts.
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Text,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

import { BusyButton } from '../../ui/busy-button';
import { fieldProps } from '../../ui/field-error';
import { textBook } from './messages.en';
import { useSignInStyles } from './sign-in-styles';
import { type PhoneLoginView, usePhoneLogin } from './use-phone-login';
import { useMessages, useT } from '../../ui/i18n';

type StepProps = { wizard: PhoneLoginView; firstField: RefObject<HTMLInputElement | null> };

function StepForm(props: {
  wizard: PhoneLoginView;
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const text = useMessages(textBook);

  const styles = useSignInStyles();
  return (
    <form
      className={styles.panel}
      noValidate
      aria-busy={props.wizard.busy}
      aria-label={props.label}
      onSubmit={(event) => void props.onSubmit(event)}
    >
      <Subtitle1 as="h2" className={styles.heading}>
        {text('phoneTitle')}
      </Subtitle1>
      {props.children}
    </form>
  );
}

function ServerError(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{props.message}</MessageBarBody>
    </MessageBar>
  );
}

function PhoneStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);

  const styles = useSignInStyles();
  return (
    <StepForm wizard={wizard} label={text('phoneTitle')} onSubmit={wizard.sendCode}>
      <Text>{text('phoneIntro')}</Text>
      <ServerError message={wizard.serverError} />
      <Field
        label={text('phone')}
        hint={text('phoneHint')}
        {...fieldProps(wizard.fieldErrors.phone)}
      >
        <Input
          ref={firstField}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={wizard.phoneDraft}
          onChange={(_, data) => wizard.setPhoneDraft(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <BusyButton type="submit" busy={wizard.busy}>
          {text('sendCode')}
        </BusyButton>
      </div>
    </StepForm>
  );
}

function CodeStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);

  const styles = useSignInStyles();
  const waiting = wizard.ttlSec > 0;
  return (
    <StepForm wizard={wizard} label={text('phoneTitle')} onSubmit={wizard.verify}>
      <Text>{text('codeSent', { phone: wizard.phone })}</Text>
      <ServerError message={wizard.serverError} />
      <Field label={text('code')} {...fieldProps(wizard.fieldErrors.code)}>
        <Input
          ref={firstField}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={wizard.code}
          onChange={(_, data) => wizard.setCode(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <BusyButton type="submit" busy={wizard.busy}>
          {text('verifyCode')}
        </BusyButton>
        <Button disabledFocusable={waiting || wizard.busy} onClick={() => void wizard.resend()}>
          {waiting ? text('resendIn', { seconds: wizard.ttlSec }) : text('resend')}
        </Button>
        <Button appearance="subtle" onClick={wizard.startOver}>
          {text('changePhone')}
        </Button>
      </div>
    </StepForm>
  );
}

function PasswordStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);
  const { t } = useT();

  const styles = useSignInStyles();
  return (
    <StepForm wizard={wizard} label={text('phoneTitle')} onSubmit={wizard.submitPassword}>
      <Text>{text('passwordIntro')}</Text>
      <ServerError message={wizard.serverError} />
      <Field label={t('signIn.password')} {...fieldProps(wizard.fieldErrors.password)}>
        <Input
          ref={firstField}
          type="password"
          name="password"
          autoComplete="current-password"
          value={wizard.password}
          onChange={(_, data) => wizard.setPassword(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <BusyButton type="submit" busy={wizard.busy}>
          {text('passwordSubmit')}
        </BusyButton>
        <Button appearance="subtle" onClick={wizard.startOver}>
          {text('startOver')}
        </Button>
      </div>
    </StepForm>
  );
}

const STEPS = { phone: PhoneStep, code: CodeStep, password: PasswordStep } as const;

export function PhoneLoginWizard() {
  const wizard = usePhoneLogin();
  const firstField = useRef<HTMLInputElement>(null);
  const shownStep = useRef(wizard.step);
  // A keyboard user who just finished a step continues in the next one; the first render keeps focus where it is.
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    firstField.current?.focus();
  }, [wizard.step]);
  const Step = STEPS[wizard.step];
  return <Step wizard={wizard} firstField={firstField} />;
}
