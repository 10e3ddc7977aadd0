// FormError: the one block saying why a form or dialog action failed, in the server's words.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { errorMessage } from '../error-message';
import { useLocale } from '../i18n';

export interface FormErrorProps {
  error: unknown;
  /** A line above the reason; the reason alone where the place already says what failed. */
  title?: string;
}

export function FormError(props: FormErrorProps) {
  const locale = useLocale();
  if (!props.error) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        {props.title ? <MessageBarTitle>{props.title}</MessageBarTitle> : null}
        {errorMessage(locale, props.error)}
      </MessageBarBody>
    </MessageBar>
  );
}
