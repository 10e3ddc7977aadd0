// German reasons for a feature the back end does not offer.
import type { Translation } from '../core/i18n';
import type { unsupportedBook } from './unsupported-messages';

export const unsupportedDe: Translation<typeof unsupportedBook> = {
  taskReviews: 'Dieses Back-End bietet keine Prüfungen von Aufgaben an.',
  categoryRoutes: 'Dieses Back-End bietet keine Routen für Kategorien an.',
  channelSuggestions: 'Dieses Back-End bietet keine Kanalvorschläge an.',
  dashboardStats: 'Dieses Back-End bietet keine Kennzahlen für das Dashboard an.',
  permissions: 'Dieses Back-End bietet keine Berechtigungen an.',
  rolePermissions: 'Dieses Back-End bietet keine Berechtigungen für Rollen an.',
  media: 'Dieses Back-End bietet keine Vorschau von Medien an.',
  other: 'Dieses Back-End bietet diese Funktion nicht an.',
};
