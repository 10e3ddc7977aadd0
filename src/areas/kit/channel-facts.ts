// A channel's kind and size in one line, as the channel table, its suggestions and the category routes show it: "Channel · 1,234 members".
import type { ChannelKind } from '../../resources/enums';
import type { Locale } from '../../ui/locale';
import { kitAreaTextBook } from './messages.en';

export function channelKindLabel(locale: Locale, kind: ChannelKind): string {
  return locale.text(kitAreaTextBook)(`channelKind.${kind}`);
}

export function channelFacts(
  locale: Locale,
  channel: { kind: ChannelKind; members_count?: number | null },
): string {
  const kind = channelKindLabel(locale, channel.kind);
  const count = channel.members_count;
  if (count === undefined || count === null) return kind;
  const members = locale.text(kitAreaTextBook).plural('channelMembers', count, {
    count: locale.formatNumber(count),
  });
  return `${kind} · ${members}`;
}
