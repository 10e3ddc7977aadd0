// The filters lists share: the free-text search `q` every bar starts with, labelled "Search" with
// the area's hint, and the select over an entity's `status`, labelled "Status".
import type { Locale } from '../../ui/locale';
import type { FilterField, FilterOption, TextFilterField } from '../../ui/use-filter-bar';
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

export function statusFilterOf(locale: Locale) {
  const kitAreaText = locale.text(kitAreaTextBook);
  return <P extends { status?: string }>(options: readonly FilterOption[]): FilterField<P> => ({
    kind: 'select',
    name: 'status' as Extract<keyof P, string>,
    label: kitAreaText('status'),
    options,
  });
}
