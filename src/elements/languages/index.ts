// The languages shipped with the bundle: English built in, the others each in a chunk of their own, fetched when an element first shows them.
import { registerLanguage } from '../../core/i18n';

export const SHIPPED_LANGUAGES = ['en', 'ar', 'de'] as const;

registerLanguage('ar', () => import('./ar'));
registerLanguage('de', () => import('./de'));
