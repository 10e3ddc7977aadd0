// <bo-channel-table>'s screen on the area kit: filters, inline enabled / autopost switches, purpose and category editing, and the suggestions dialog.
import { type ChannelParams, channels } from '../../resources/channels';
import { CHANNEL_PURPOSES } from '../../resources/enums';
import type { Channel } from '../../resources/schemas';
import type { FilterOption } from '../../ui';
import { type AreaSettings, areaScreen, lazyHeaderDialog } from '../kit/area-screen';
import { type Lookup, useLookup } from '../../ui/kit/use-lookup';
import type { Locale } from '../../ui/locale';
import { labelledOptions } from '../../ui/select-options';
import { categoryReference } from '../kit/references';
import { channelColumns } from './channel-columns';
import { channelFilterFields } from './channel-filters';
import { purposeLabel } from './channel-format';
import { textBook } from './messages.en';

/** "Add channel": the suggestions dialog, fetched when first opened. */
const suggestionsDialog = lazyHeaderDialog('channels', () =>
  import('./channel-suggestions-dialog').then((module) => module.ChannelSuggestionsDialog),
);

/** The category's name for a channel's category_uuid. */
function categoryNamer(locale: Locale, categories: Lookup<unknown>) {
  const text = locale.text(textBook);
  return (uuid: string | null): string => {
    if (!uuid) return text('noCategory');
    // Before the categories arrive the cell stays empty rather than flashing "Unknown".
    if (categories.loading) return '';
    return categories.nameOf(uuid) ?? text('unknownCategory');
  };
}

function channelArea(
  locale: Locale,
  categories: Lookup<unknown>,
): AreaSettings<Channel, ChannelParams> {
  const text = locale.text(textBook);
  const options: FilterOption[] = categories.options;
  return {
    key: 'channels',
    texts: {
      title: text('title'),
      tableLabel: text('tableLabel'),
      filters: text('filters'),
      empty: text('emptyTitle'),
      saved: text('saved'),
      saveFailed: text('saveFailed'),
    },
    itemName: (channel) => channel.title,
    columns: (context) => channelColumns(locale, context, categoryNamer(locale, categories)),
    filters: channelFilterFields(locale, options),
    form: {
      // Channels come from the network's suggestions: the form edits what the console decides.
      fields: [
        {
          name: 'purpose',
          kind: 'select',
          label: text('filter.purpose'),
          required: true,
          options: labelledOptions(CHANNEL_PURPOSES, (purpose) => purposeLabel(locale, purpose)),
        },
        {
          name: 'category_uuid',
          kind: 'select',
          label: text('filter.category'),
          emptyLabel: text('noCategory'),
          options,
        },
      ],
      initial: (channel) => ({
        purpose: channel?.purpose ?? 'source',
        category_uuid: channel?.category_uuid ?? '',
      }),
    },
    bulkActions: [
      { key: 'enable', label: text('bulk.enable'), action: 'update', change: { enabled: true } },
      { key: 'disable', label: text('bulk.disable'), action: 'update', change: { enabled: false } },
      {
        key: 'autopostOn',
        label: text('bulk.autopostOn'),
        action: 'update',
        change: { autopost: true },
      },
      {
        key: 'autopostOff',
        label: text('bulk.autopostOff'),
        action: 'update',
        change: { autopost: false },
      },
    ],
    headerDialog: { label: text('add'), ...suggestionsDialog },
  };
}

const screen = areaScreen(channels, channelArea, {
  useInputs: () => [useLookup(categoryReference)] as const,
});
export const ChannelTableScreen = screen.default;
export default ChannelTableScreen;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
