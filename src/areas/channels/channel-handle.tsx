// A channel's @username, isolated so right-to-left pages do not move the "@" to the other end.
import { channelHandle } from './channel-format';

export function ChannelHandle(props: { username: string | null | undefined }) {
  const handle = channelHandle(props.username);
  return handle ? <bdi>{handle}</bdi> : null;
}
