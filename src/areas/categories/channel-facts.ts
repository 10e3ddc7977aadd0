// A routed channel in one line, as the drawer and the route editor show it: "channel · 1,234 members".
import type { Channel } from '../../resources/schemas';
import type { Locale } from '../../ui/locale';
import { textBook } from './messages.en';

export function channelFacts(locale: Locale, channel: Channel): string {
  const text = locale.text(textBook);
  const kind = text(`kind.${channel.kind}`);
  const members =
    channel.members_count === undefined || channel.members_count === null
      ? ''
      : ` · ${text('members', { count: locale.formatNumber(channel.members_count) })}`;
  return `${kind}${members}`;
}
