// The message catalog: texts per language with English as the fallback; each element translates in its own language (a Translator), never through a page-wide one.

import { FALLBACK_LANGUAGE, registerMessages } from './catalogs';
import { messagesEn } from './messages.en';
import { createTranslator } from './translator';

export type { MessageKey } from './messages.en';
export { messagesEn } from './messages.en';
export {
  availableLanguages,
  baseLanguage,
  type Catalog,
  catalogOf,
  ensureLanguage,
  FALLBACK_LANGUAGE,
  getCatalogRevision,
  isLanguageReady,
  type MessageVars,
  type PluralCategory,
  type PluralForms,
  pluralKey,
  registerLanguage,
  registerMessages,
  subscribeCatalogs,
} from './catalogs';
export {
  type BookText,
  bookText,
  defineMessages,
  type MessageBook,
  prefixed,
  type Translation,
  translationOf,
} from './books';
export {
  createTranslator,
  type Direction,
  directionOfLanguage,
  type StringOverrides,
  type Translator,
} from './translator';

registerMessages(FALLBACK_LANGUAGE, messagesEn);

/**
 * English, for code that runs outside any element (errors thrown by core code before a screen
 * shows them, unit tests mounting a component alone). Screens use their element's translator.
 */
export const english = createTranslator(FALLBACK_LANGUAGE);
