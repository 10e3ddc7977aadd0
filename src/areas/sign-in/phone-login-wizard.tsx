// The phone sign-in wizard: phone -> code (with the resend countdown) -> password for two-factor accounts.
import { Button, Field, Input, type InputProps } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

import { BusyButton } from '../../ui/busy-button';
import { fieldProps } from '../../ui/field-error';
import { FormFrame } from '../../ui/form-frame';
import { textBook } from './messages.en';
import { useSignInStyles } from './sign-in-styles';
import { type PhoneLoginView, usePhoneLogin } from './use-phone-login';
import { useMessages, useT } from '../../ui/i18n';

type StepProps = { wizard: PhoneLoginView; firstField: RefObject<HTMLInputElement | null> };

/** A step's one field: its label, the server's word on it, and its input (which takes focus). */
interface StepField {
  label: string;
  hint?: string;
  error: string | undefined;
  input: Pick<InputProps, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'value'>;
  onChange(value: string): void;
}

/** Each step's input as the browser's autofill and keyboards know it. */
const INPUTS = {
  phone: { type: 'tel', name: 'phone', autoComplete: 'tel' },
  code: { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code' },
  password: { type: 'password', name: 'password', autoComplete: 'current-password' },
} as const satisfies Record<string, StepField['input']>;

/** One step: its intro, its field, the submit button and the step's other actions after it. */
function StepForm(props: {
  wizard: PhoneLoginView;
  firstField: StepProps['firstField'];
  intro: string;
  field: StepField;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  actions?: ReactNode;
}) {
  const text = useMessages(textBook);
  const { field } = props;

  const styles = useSignInStyles();
  return (
    <FormFrame
      className={styles.panel}
      busy={props.wizard.busy}
      label={text('phoneTitle')}
      onSubmit={(event) => void props.onSubmit(event)}
      heading={
        <TextLook look="subtitle1" as="h2" className={styles.heading}>
          {text('phoneTitle')}
        </TextLook>
      }
      intro={<TextLook look="body1">{props.intro}</TextLook>}
      error={props.wizard.serverError}
    >
      <Field label={field.label} hint={field.hint} {...fieldProps(field.error)}>
        <Input
          ref={props.firstField}
          {...field.input}
          onChange={(_, data) => field.onChange(data.value)}
        />
      </Field>
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
      firstField={firstField}
      intro={text('phoneIntro')}
      field={{
        label: text('phone'),
        hint: text('phoneHint'),
        error: wizard.fieldErrors.phone,
        input: { ...INPUTS.phone, value: wizard.phoneDraft },
        onChange: wizard.setPhoneDraft,
      }}
      onSubmit={wizard.sendCode}
      submitLabel={text('sendCode')}
    />
  );
}

function CodeStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);
  const waiting = wizard.ttlSec > 0;
  return (
    <StepForm
      wizard={wizard}
      firstField={firstField}
      intro={text('codeSent', { phone: wizard.phone })}
      field={{
        label: text('code'),
        error: wizard.fieldErrors.code,
        input: { ...INPUTS.code, value: wizard.code },
        onChange: wizard.setCode,
      }}
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
    />
  );
}

function PasswordStep({ wizard, firstField }: StepProps) {
  const text = useMessages(textBook);
  const { t } = useT();
  return (
    <StepForm
      wizard={wizard}
      firstField={firstField}
      intro={text('passwordIntro')}
      field={{
        label: t('signIn.password'),
        error: wizard.fieldErrors.password,
        input: { ...INPUTS.password, value: wizard.password },
        onChange: wizard.setPassword,
      }}
      onSubmit={wizard.submitPassword}
      submitLabel={text('passwordSubmit')}
      actions={
        <Button appearance="subtle" onClick={wizard.startOver}>
          {text('startOver')}
        </Button>
      }
    />
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
