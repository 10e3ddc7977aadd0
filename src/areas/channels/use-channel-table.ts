// State of the channel table: list params, the page from the server, categories, switches and which dialog is open.
import { useMemo, useState } from 'react';
import { type ChannelParams, channels } from '../../resources/channels';
import type { Channel } from '../../resources/schemas';
import { useFocusReturn, useListParams, useResourceList } from '../../ui';
import { channelColumns, useColumnStyles } from './channel-columns';
import { channelFilterFields } from './channel-filters';
import { useCategoryOptions } from './use-category-options';
import { useChannelFlags } from './use-channel-flags';
import { useLocale } from '../../ui/i18n';

export function useChannelTable() {
  const locale = useLocale();
  const { params, update } = useListParams<ChannelParams>(channels.defaults);
  const list = useResourceList(channels, params);
  const categories = useCategoryOptions();
  const flags = useChannelFlags();
  const styles = useColumnStyles();
  const [editing, setEditing] = useState<Channel | null>(null);
  const [adding, setAdding] = useState(false);
  // The dialogs open from a row or a button, not a DialogTrigger: focus goes back there on close.
  const focus = useFocusReturn();
  const openEdit = (channel: Channel) => {
    focus.remember();
    setEditing(channel);
  };

  const filterFields = useMemo(
    () => channelFilterFields(locale, categories.options),
    [locale, categories.options],
  );
  const columns = channelColumns(locale, {
    styles,
    flags,
    categoryName: categories.nameOf,
    onEdit: openEdit,
  });

  return {
    params,
    update,
    list,
    categories,
    filterFields,
    columns,
    editing,
    openEdit,
    closeEdit: () => {
      setEditing(null);
      focus.restore();
    },
    adding,
    openAdd: () => {
      focus.remember();
      setAdding(true);
    },
    closeAdd: () => {
      setAdding(false);
      focus.restore();
    },
  };
}
