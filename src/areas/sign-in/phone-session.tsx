// The phone sign-in status in words (Checking…, Active, Not active, or why it could not be read); <bo-sign-in>'s panel and the console's account menu show it.
import { Spinner } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { useMessages } from '../../ui/i18n';
import { textBook } from './messages.en';
import type { PhoneSessionView } from './use-signed-in-panel';

/** `small`: in the small text of a line around it. Literal sizes, which the build's variant check reads. */
export function PhoneSession(props: { session: PhoneSessionView; small?: boolean }) {
  const text = useMessages(textBook);

  const { authorized, error } = props.session;
  if (error) return <TextLook look="caption1">{text('statusFailed', { message: error })}</TextLook>;
  if (authorized === null)
    return <Spinner size="extra-tiny" label={text('phoneSessionChecking')} />;
  const status = authorized ? text('phoneSessionActive') : text('phoneSessionInactive');
  return props.small ? (
    <TextLook look="caption1">{status}</TextLook>
  ) : (
    <TextLook look="body1">{status}</TextLook>
  );
}

/** "Phone sign-in: Active" in small text, for places without room for a term and its value. */
export function PhoneSessionLine(props: { session: PhoneSessionView }) {
  const text = useMessages(textBook);
  return (
    <TextLook look="caption1">
      {text('phoneSession')}: <PhoneSession session={props.session} small />
    </TextLook>
  );
}
