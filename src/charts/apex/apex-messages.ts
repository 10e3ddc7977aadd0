// Texts of the ApexCharts pages when the host has not supplied ApexCharts (apex-library.tsx).
import { defineMessages } from '../../core/i18n';

export const apexTextBook = defineMessages('charts.apex', {
  missingTitle: 'ApexCharts is not installed',
  missingWhy:
    'These pages draw with ApexCharts, a charting library licensed separately from this console. Its licence is not open: the free licence leaves out larger organisations and embedding in a product other people use. So the console does not include it.',
  missingHow:
    'To show these charts, the host page installs ApexCharts under a licence that covers its use and registers it:',
  missingMore:
    'The package README shows how for an app built with a bundler and for the script loader. The rest of the console works without it.',
  licenceLink: 'ApexCharts licence options',
  loading: 'Loading ApexCharts…',
  failedTitle: 'ApexCharts could not be loaded',
});
