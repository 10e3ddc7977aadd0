// The free-text search every list's filter bar starts with: `q`, labelled "Search", with the area's hint.
import type { Locale } from '../../ui/locale';
import type { TextFilterField } from '../../ui/use-filter-bar';
import { kitAreaTextBook } from './messages.en';

export function searchFilterOf(locale: Locale) {
  const kitAreaText = locale.text(kitAreaTextBook);
  return <P extends { q?: string }>(placeholder: string): TextFilterField<P> => ({
    kind: 'text',
    name: 'q' as TextFilterField<P>['name'],
    label: kitAreaText('search'),
    placeholder,
  });
}
