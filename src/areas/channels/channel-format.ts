// How channel values read to a person: kind and purpose labels, the @handle.
import type { ChannelKind, ChannelPurpose } from '../../resources/enums';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';

export function kindLabel(locale: Locale, kind: ChannelKind): string {
  const text = locale.text(textBook);
  return text(`kind.${kind}`);
}

export function purposeLabel(locale: Locale, purpose: ChannelPurpose): string {
  const text = locale.text(textBook);
  return text(`purpose.${purpose}`);
}

/** `@username`, or nothing for channels without a public name. */
export function channelHandle(username: string | null | undefined): string {
  return username ? `@${username}` : '';
}
