// How channel values read to a person: kind and purpose labels, the @handle.
import type { ChannelKind, ChannelPurpose } from '../../resources/enums';
import { text } from './messages.en';

export function kindLabel(kind: ChannelKind): string {
  return text(`kind.${kind}`);
}

export function purposeLabel(purpose: ChannelPurpose): string {
  return text(`purpose.${purpose}`);
}

/** `@username`, or nothing for channels without a public name. */
export function channelHandle(username: string | null | undefined): string {
  return username ? `@${username}` : '';
}
