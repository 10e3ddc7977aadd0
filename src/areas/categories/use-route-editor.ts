// The route editor's state: the channels chosen (kept in order, with their records for kind and members), the search over target channels, and saving with PUT routes.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { categories } from '../../resources/categories';
import { type ChannelParams, channels as channelResource } from '../../resources/channels';

type ChannelResource = Pick<typeof channelResource, 'list' | 'defaults'>;
import type { Category, Channel } from '../../resources/schemas';
import { useBackend, useOnBackend } from '../../ui/backend-context';
import { useSettledValue } from '../../ui/use-settled-value';

const PAGE = 50;

/** Channels a category may publish to: purpose target or both, matching the search. */
async function targetChannels(
  channels: ChannelResource,
  q: string,
  signal?: AbortSignal,
): Promise<Channel[]> {
  const base: ChannelParams = { ...channels.defaults, limit: PAGE, sort: 'title', order: 'asc' };
  const query = q.trim() ? { q: q.trim() } : {};
  const [target, both] = await Promise.all([
    channels.list({ ...base, ...query, purpose: 'target' }, signal),
    channels.list({ ...base, ...query, purpose: 'both' }, signal),
  ]);
  return [...target.items, ...both.items].sort((a, b) => a.title.localeCompare(b.title));
}

export function useRouteEditor(category: Category) {
  const [search, setSearch] = useState('');
  const [settled] = useSettledValue(search, 250);
  const [chosen, setChosen] = useState<Channel[] | null>(null);
  // Routes and channels of the element's back end.
  const backend = useBackend();
  const channels = useOnBackend(channelResource);

  const current = useQuery({
    queryKey: [...categories.routeKeys(category.uuid, backend), 'channels'],
    queryFn: async ({ signal }) => {
      const uuids = await categories.getRoutes(category.uuid, signal, backend);
      return Promise.all(uuids.map((uuid) => channels.get(uuid, signal)));
    },
  });
  useEffect(() => {
    if (current.data && chosen === null) setChosen(current.data);
  }, [current.data, chosen]);

  const found = useQuery({
    queryKey: [...channels.keys.all, 'route-targets', settled],
    queryFn: ({ signal }) => targetChannels(channels, settled, signal),
  });

  const selected = chosen ?? [];
  return {
    search,
    setSearch,
    loading: current.isLoading,
    error: current.error ?? found.error,
    found: found.data ?? [],
    searching: found.isFetching,
    selected,
    isSelected: (uuid: string) => selected.some((channel) => channel.uuid === uuid),
    toggle(channel: Channel) {
      setChosen((list) => {
        const now = list ?? [];
        return now.some((item) => item.uuid === channel.uuid)
          ? now.filter((item) => item.uuid !== channel.uuid)
          : [...now, channel];
      });
    },
    save: () =>
      categories.setRoutes(
        category.uuid,
        selected.map((channel) => channel.uuid),
        backend,
      ),
  };
}
