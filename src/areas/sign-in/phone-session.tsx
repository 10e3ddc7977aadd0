// The phone sign-in status in words (Checking…, Active, Not active, or why it could not be read); <bo-sign-in>'s panel and the console's account menu show it.
import { Caption1, Spinner, Text } from '@fluentui/react-components';
import { useMessages } from '../../ui/i18n';
import { textBook } from './messages.en';
import type { PhoneSessionView } from './use-signed-in-panel';

/** `small`: in the small text of a line around it. Literal sizes, which the build's variant check reads. */
export function PhoneSession(props: { session: PhoneSessionView; small?: boolean }) {
  const text = useMessages(textBook);

  const { authorized, error } = props.session;
  if (error) return <Caption1>{text('statusFailed', { message: error })}</Caption1>;
  if (authorized === null)
    return <Spinner size="extra-tiny" label={text('phoneSessionChecking')} />;
  const status = authorized ? text('phoneSessionActive') : text('phoneSessionInactive');
  return props.small ? <Text size={200}>{status}</Text> : <Text>{status}</Text>;
}

/** "Phone sign-in: Active" in small text, for places without room for a term and its value. */
export function PhoneSessionLine(props: { session: PhoneSessionView }) {
  const text = useMessages(textBook);
  return (
    <Text size={200}>
      {text('phoneSession')}: <PhoneSession session={props.session} small />
    </Text>
  );
}
