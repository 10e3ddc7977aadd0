// How channel values read to a person: the purpose label, the @handle (the kind: areas/kit/channel-facts.ts).
import type { ChannelPurpose } from '../../resources/enums';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';

export function purposeLabel(locale: Locale, purpose: ChannelPurpose): string {
  const text = locale.text(textBook);
  return text(`purpose.${purpose}`);
}

/** `@username`, or nothing for channels without a public name. */
export function channelHandle(username: string | null | undefined): string {
  return username ? `@${username}` : '';
}
