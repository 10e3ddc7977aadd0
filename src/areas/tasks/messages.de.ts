// German texts of the tasks area.
import type { Translation } from '../../core/i18n';
import type { taskCreateBook } from '../kit/task-create.en';
import type { taskDetailBook } from './detail-messages.en';
import type { textBook } from './messages.en';

export const tasksDe: Translation<typeof textBook> &
  Translation<typeof taskDetailBook> &
  Translation<typeof taskCreateBook> = {
  title: 'Aufgaben',
  tableLabel: 'Aufgaben',
  filters: 'Aufgabenfilter',
  empty: 'Keine Aufgaben passen zu diesen Filtern.',
  emptyHint: 'Ändern oder setzen Sie die Filter zurück, oder legen Sie eine Aufgabe an.',

  'column.title': 'Titel',
  'column.status': 'Status',
  'column.priority': 'Priorität',
  'column.assignee': 'Zuständig',
  'column.due': 'Fällig',
  'column.created': 'Angelegt',

  'filter.q': 'Suche',
  'filter.qPlaceholder': 'Titel oder Beschreibung…',
  'filter.status': 'Status',
  'filter.priority': 'Priorität',
  'filter.assignee': 'Zuständig',
  'filter.creator': 'Ersteller',
  'filter.message': 'Nachrichten-ID',
  'filter.messagePlaceholder': 'Nachrichten-UUID einfügen',
  'filter.messageInvalid':
    'Eine Nachrichten-ID ist eine vollständige UUID, z. B. 0b7c5e9a-1f1e-4c1b-9d1a-2a6f3c4d5e6f.',
  'filter.created': 'Angelegt',

  unassigned: 'Nicht zugewiesen',
  unknownUser: 'Unbekannter Benutzer',
  noDue: '—',

  'bulk.start': 'Beginnen',
  'bulk.done': 'Als erledigt markieren',
  'bulk.cancel': 'Abbrechen',
  'bulk.delete': 'Löschen',

  'create.open': 'Neue Aufgabe',
  'create.title': 'Neue Aufgabe',
  'create.submit': 'Aufgabe anlegen',
  'create.titleField': 'Titel',
  'create.titleRequired': 'Geben Sie einen Titel ein.',
  'create.description': 'Beschreibung',
  'create.priority': 'Priorität',
  'create.assignee': 'Zuständig',
  'create.due': 'Fälligkeitsdatum',
  'create.done': 'Aufgabe „{title}“ angelegt',

  'drawer.fields': 'Aufgabendetails',
  'drawer.description': 'Beschreibung',
  'drawer.noDescription': 'Keine Beschreibung.',
  'drawer.status': 'Status',
  'drawer.priority': 'Priorität',
  'drawer.assignee': 'Zuständig',
  'drawer.creator': 'Ersteller',
  'drawer.message': 'Nachricht',
  'drawer.noMessage': 'Keine',
  'drawer.showMessageTasks': 'Aufgaben zu dieser Nachricht anzeigen',
  'drawer.due': 'Fällig',
  'drawer.created': 'Angelegt',
  'drawer.updated': 'Geändert',
  'drawer.statusChanged': 'Status auf {status} gesetzt',
  'drawer.assigneeChanged': '{name} zugewiesen',
  'drawer.unassignedDone': 'Zuweisung aufgehoben',
  'drawer.changeFailed': 'Die Aufgabe konnte nicht geändert werden',

  'reviews.title': 'Prüfungen',
  'reviews.empty': 'Noch keine Prüfungen.',
  'reviews.loading': 'Prüfungen werden geladen…',
  'reviews.by': '{name} · {when}',
  'reviews.add': 'Prüfung hinzufügen',
  'reviews.verdict': 'Urteil',
  'reviews.comment': 'Kommentar',
  'reviews.submit': 'Prüfung hinzufügen',
  'reviews.done': 'Prüfung hinzugefügt',
  'reviews.failed': 'Die Prüfung konnte nicht hinzugefügt werden',
};
