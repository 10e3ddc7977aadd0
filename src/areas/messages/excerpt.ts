// A message's first words: row titles need it in the first load, the drawer (its own chunk) too.
import type { Message } from '../../resources/schemas';

/** The first words of a message, for titles. */
export function excerpt(message: Pick<Message, 'text'>, length = 80): string {
  const flat = message.text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
