// How channel values read to a person: kind and purpose labels, member counts, the @handle.
import { getLanguage } from '../../core/i18n';
import type { ChannelKind, ChannelPurpose } from '../../resources/enums';
import { channelText } from './messages.en';

export function kindLabel(kind: ChannelKind): string {
  return channelText(`kind.${kind}`);
}

export function purposeLabel(purpose: ChannelPurpose): string {
  return channelText(`purpose.${purpose}`);
}

/** Grouped digits in the element's language, e.g. 12,345. */
export function formatCount(count: number): string {
  try {
    return new Intl.NumberFormat(getLanguage()).format(count);
  } catch {
    // An unknown `lang` attribute must not break the table.
    return String(count);
  }
}

/** `@username`, or nothing for channels without a public name. */
export function channelHandle(username: string | null | undefined): string {
  return username ? `@${username}` : '';
}
