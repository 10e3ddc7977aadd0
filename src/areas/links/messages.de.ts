// German texts of the links area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const linksDe: Translation<typeof textBook> = {
  title: 'Links',
  filters: 'Linkfilter',
  empty: 'Keine Links gefunden.',
  create: 'Neuer Link',
  'field.qPlaceholder': 'Titel oder Adresse',
  'field.title': 'Titel',
  'field.url': 'Adresse',
  'field.kind': 'Art',
  'field.channel': 'Kanal',
  'field.clicks': 'Klicks',
  'field.active': 'Aktiv',
  'field.expires': 'Läuft ab',
  'field.expired': 'Abgelaufen',
  'kind.invite': 'Einladung',
  'kind.referral': 'Empfehlung',
  'kind.external': 'Extern',
  expired: 'Abgelaufen',
  inactive: 'Inaktiv',
  copy: 'Adresse kopieren',
  copied: 'Adresse kopiert: {title}',
  deactivate: 'Deaktivieren',
  activate: 'Aktivieren',
  deactivateTitle: '{title} deaktivieren?',
  deactivateBody: 'Wer diesem Link folgt, erreicht sein Ziel nicht mehr.',
  deactivated: 'Deaktiviert: {title}',
  activated: 'Aktiviert: {title}',
};
