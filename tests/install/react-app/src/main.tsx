// The React 19 host app: registers the two tags from the installed package and renders the page.
import 'backoffice-elements/elements/bo-sign-in';
import 'backoffice-elements/elements/bo-task-list';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
