// The phone sign-in wizard: phone -> code (with the resend countdown) -> password for two-factor accounts.
import { Button, Field, Input, Subtitle1, Text } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

import { BusyButton } from '../../ui/busy-button';
import { fieldProps } from '../../ui/field-error';
import { FormFrame } from '../../ui/form-frame';
import { textBook } from './messages.en';
import { useSignInStyles } from './sign-in-styles';
import { type PhoneLoginView, usePhoneLogin } from './use-phone-login';
import { useMessages, useT } from '../../ui/i18n';

type StepProps = { wizard: PhoneLoginView; firstField: RefObject<HTMLInputElement | null> };

/** One step: its intro, its field, the submit button and the step's other actions after it. */
function StepForm(props: {
  wizard: PhoneLoginView;
  intro: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const text = useMessages(textBook);

  const styles = useSignInStyles();
  return (
    <FormFrame
      className={styles.panel}
      busy={props.wizard.busy}
      label={text('phoneTitle')}
      onSubmit={(event) => void props.onSubmit(event)}
      heading={
        <Subtitle1 as="h2" className={styles.heading}>
          {text('phoneTitle')}
        </Subtitle1>
      }
      intro={<Text>{props.intro}</Text>}
      error={props.wizard.serverError}
    >
      {props.children}
      <div className={styles.actions}>
        <BusyButton type="submit" busy={props.wizard.busy}>
          {props.submitLabel}
        </BusyButton>
        {props.actions}
      </div>
    </FormFrame>
  );
}

function PhoneStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);
  return (
    <StepForm
      wizard={wizard}
      intro={text('phoneIntro')}
      onSubmit={wizard.sendCode}
      submitLabel={text('sendCode')}
    >
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
    </StepForm>
  );
}

function CodeStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);
  const waiting = wizard.ttlSec > 0;
  return (
    <StepForm
      wizard={wizard}
      intro={text('codeSent', { phone: wizard.phone })}
      onSubmit={wizard.verify}
      submitLabel={text('verifyCode')}
      actions={
        <>
          <Button disabledFocusable={waiting || wizard.busy} onClick={() => void wizard.resend()}>
            {waiting ? text('resendIn', { seconds: wizard.ttlSec }) : text('resend')}
          </Button>
          <Button appearance="subtle" onClick={wizard.startOver}>
            {text('changePhone')}
          </Button>
        </>
      }
    >
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
    </StepForm>
  );
}

function PasswordStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);
  const { t } = useT();
  return (
    <StepForm
      wizard={wizard}
      intro={text('passwordIntro')}
      onSubmit={wizard.submitPassword}
      submitLabel={text('passwordSubmit')}
      actions={
        <Button appearance="subtle" onClick={wizard.startOver}>
          {text('startOver')}
        </Button>
      }
    >
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
