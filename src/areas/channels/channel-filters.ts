// The filter bar of the channel table: q, enabled, autopost, purpose and category, the filters GET /channels accepts.
import type { ChannelParams } from '../../resources/channels';
import { CHANNEL_PURPOSES } from '../../resources/enums';
import type { FilterField, FilterOption } from '../../ui';
import { purposeLabel } from './channel-format';
import { textBook } from './messages.en';
import { labelledOptions } from '../../ui/select-options';
import type { Locale } from '../../ui/locale';

export function channelFilterFields(
  locale: Locale,
  categoryOptions: readonly FilterOption[],
): FilterField<ChannelParams>[] {
  const text = locale.text(textBook);
  return [
    {
      kind: 'text',
      name: 'q',
      label: text('filter.q'),
      placeholder: text('filter.qPlaceholder'),
    },
    { kind: 'tristate', name: 'enabled', label: text('filter.enabled') },
    { kind: 'tristate', name: 'autopost', label: text('filter.autopost') },
    {
      kind: 'select',
      name: 'purpose',
      label: text('filter.purpose'),
      options: labelledOptions(CHANNEL_PURPOSES, (purpose) => purposeLabel(locale, purpose)),
    },
    {
      kind: 'select',
      name: 'category_uuid',
      label: text('filter.category'),
      options: categoryOptions,
    },
  ];
}
