// The suggestion search of the add dialog: debounced text, section 9 defaults, more pages on demand, and adding a pick.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  channels,
  channelSuggestions,
  suggestionKeys,
  suggestionParams,
} from '../../resources/channels';
import type { Channel, ChannelCreate, ChannelSuggestion } from '../../resources/schemas';
import { FILTER_DEBOUNCE_MS, useElementEvents, useResourceMutation } from '../../ui';
import { channelText } from './messages.en';

/** The value as it was once it stopped changing for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A suggestion becomes a channel of the back office with the fields the search returned. */
export function channelFromSuggestion(suggestion: ChannelSuggestion): ChannelCreate {
  const body: ChannelCreate = {
    title: suggestion.title,
    kind: suggestion.kind,
    username: suggestion.username,
    members_count: suggestion.members_count,
  };
  // With withFull the suggestion also carries its settings; keep them.
  if (suggestion.purpose !== undefined) body.purpose = suggestion.purpose;
  if (suggestion.category_uuid !== undefined) body.category_uuid = suggestion.category_uuid;
  return body;
}

export function useChannelSuggestions(search: string, open: boolean) {
  const q = useSettledValue(search.trim(), FILTER_DEBOUNCE_MS);
  const query = useInfiniteQuery({
    queryKey: suggestionKeys(suggestionParams({ q })),
    // The signal drops the answer to a search the user has already typed past.
    queryFn: ({ pageParam, signal }) => channelSuggestions({ q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled: open,
  });
  const { emitError } = useElementEvents();
  useEffect(() => {
    if (query.error) emitError(query.error);
  }, [query.error, emitError]);

  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    /** The search has not settled or its first page is on its way. */
    searching: q !== search.trim() || query.isLoading,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}

/** Adds a picked suggestion as a channel; remembers which ones this dialog has added. */
export function useAddSuggestion() {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [created, setCreated] = useState<ReadonlySet<string>>(new Set());
  const mutation = useResourceMutation<ChannelSuggestion, Channel>({
    resource: channels.name,
    action: 'create',
    mutationFn: (suggestion) => channels.create(channelFromSuggestion(suggestion)),
    successTitle: (channel) => channelText('addedToast', { title: channel.title }),
    failureTitle: channelText('addFailed'),
    onSuccess: (channel, suggestion) => {
      setPicked((all) => new Set(all).add(suggestion.uuid));
      setCreated((all) => new Set(all).add(channel.uuid));
    },
  });
  return {
    add: (suggestion: ChannelSuggestion) => mutation.mutate(suggestion),
    isAdded: (uuid: string) => picked.has(uuid),
    /**
     * A channel this dialog just created. The reference server suggests from the channels it
     * holds, so after the refetch the new copy would show up as a suggestion of its own.
     */
    isCreatedHere: (uuid: string) => created.has(uuid),
    /** The suggestion being added right now, if any. */
    addingUuid: mutation.isPending ? mutation.variables?.uuid : undefined,
  };
}
