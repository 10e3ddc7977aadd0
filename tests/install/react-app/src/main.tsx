// The React 19 host app: registers the two tags from the installed package and renders the page.
// It is also the install test's host WITH ApexCharts (the Vue app is the one without): installed
// by the host itself, under its own licence, and given to the chart pages, fetched when one opens.
import 'backoffice-elements/elements/bo-sign-in';
import 'backoffice-elements/elements/bo-task-list';
import { registerApexCharts } from 'backoffice-elements/core';
import { createRoot } from 'react-dom/client';
import { App } from './App';

registerApexCharts({ load: () => import('apexcharts') });

createRoot(document.getElementById('root')!).render(<App />);
