// German texts shared by the kit areas.
import type { Translation } from '../../core/i18n';
import type { kitAreaTextBook } from './messages.en';

export const kitAreaDe: Translation<typeof kitAreaTextBook> = {
  block: 'Sperren',
  unblock: 'Entsperren',
  delete: 'Löschen',
  blockTitle: '{name} sperren?',
  blockBody: '{name} bleibt gesperrt, bis jemand die Sperre aufhebt.',
  blockDone: 'Gesperrt: {name}',
  unblockTitle: '{name} entsperren?',
  unblockBody: '{name} ist dann wieder aktiv.',
  unblockDone: 'Entsperrt: {name}',
  status: 'Status',
  search: 'Suche',
  created: 'Angelegt',
  'channelKind.group': 'Gruppe',
  'channelKind.channel': 'Kanal',
  channelMembers: { one: '{count} Mitglied', other: '{count} Mitglieder' },
};
