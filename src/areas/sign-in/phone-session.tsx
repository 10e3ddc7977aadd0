// The phone sign-in status in words (Checking…, Active, Not active, or why it could not be read); <bo-sign-in>'s panel and the console's account menu show it.
import { Caption1, Spinner, Text, type TextProps } from '@fluentui/react-components';
import { useMessages } from '../../ui/i18n';
import { textBook } from './messages.en';
import type { PhoneSessionView } from './use-signed-in-panel';

export function PhoneSession(props: { session: PhoneSessionView; size?: TextProps['size'] }) {
  const text = useMessages(textBook);

  const { authorized, error } = props.session;
  if (error) return <Caption1>{text('statusFailed', { message: error })}</Caption1>;
  if (authorized === null)
    return <Spinner size="extra-tiny" label={text('phoneSessionChecking')} />;
  return (
    <Text size={props.size}>
      {authorized ? text('phoneSessionActive') : text('phoneSessionInactive')}
    </Text>
  );
}

/** "Phone sign-in: Active" in small text, for places without room for a term and its value. */
export function PhoneSessionLine(props: { session: PhoneSessionView }) {
  const text = useMessages(textBook);
  return (
    <Text size={200}>
      {text('phoneSession')}: <PhoneSession session={props.session} size={200} />
    </Text>
  );
}
