// FormError: the one block saying why a form or dialog action failed, in the server's words.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { errorMessage } from '../error-message';
import { useLocale } from '../i18n';

export interface FormErrorProps {
  error: unknown;
  title: string;
}

export function FormError(props: FormErrorProps) {
  const locale = useLocale();
  if (!props.error) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{props.title}</MessageBarTitle>
        {errorMessage(locale, props.error)}
      </MessageBarBody>
    </MessageBar>
  );
}
