// German texts of the ApexCharts pages without ApexCharts.
import type { Translation } from '../../core/i18n';
import type { apexTextBook } from './apex-messages';

export const apexTextDe: Translation<typeof apexTextBook> = {
  missingTitle: 'ApexCharts ist nicht installiert',
  missingWhy:
    'Diese Seiten zeichnen mit ApexCharts, einer Diagrammbibliothek, die getrennt von dieser Konsole lizenziert wird. Ihre Lizenz ist nicht offen: Die kostenlose Lizenz schließt größere Organisationen und die Einbettung in ein Produkt aus, das andere nutzen. Deshalb enthält die Konsole sie nicht.',
  missingHow:
    'Um diese Diagramme zu zeigen, installiert die Host-Seite ApexCharts unter einer Lizenz, die ihre Nutzung abdeckt, und registriert es:',
  missingMore:
    'Die README des Pakets zeigt das für eine mit einem Bundler gebaute App und für den Script-Loader. Der Rest der Konsole funktioniert auch ohne.',
  licenceLink: 'Lizenzoptionen von ApexCharts',
  loading: 'ApexCharts wird geladen…',
  failedTitle: 'ApexCharts konnte nicht geladen werden',
};
