// State of the channel table: list params, the page from the server, categories, switches and which dialog is open.
import { useMemo, useState } from 'react';
import { type ChannelParams, channels } from '../../resources/channels';
import type { Channel } from '../../resources/schemas';
import { useListParams, useResourceList } from '../../ui';
import { channelColumns, useColumnStyles } from './channel-columns';
import { channelFilterFields } from './channel-filters';
import { useCategoryOptions } from './use-category-options';
import { useChannelFlags } from './use-channel-flags';

export function useChannelTable() {
  const { params, update } = useListParams<ChannelParams>(channels.defaults);
  const list = useResourceList(channels, params);
  const categories = useCategoryOptions();
  const flags = useChannelFlags();
  const styles = useColumnStyles();
  const [editing, setEditing] = useState<Channel | null>(null);
  const [adding, setAdding] = useState(false);

  const filterFields = useMemo(() => channelFilterFields(categories.options), [categories.options]);
  const columns = channelColumns({
    styles,
    flags,
    categoryName: categories.nameOf,
    onEdit: setEditing,
  });

  return {
    params,
    update,
    list,
    categories,
    filterFields,
    columns,
    editing,
    openEdit: setEditing,
    closeEdit: () => setEditing(null),
    adding,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
  };
}
