// The suggestion search of the add dialog (the network's directory): debounced text, the suggestion defaults (limit 5000, pages of 100), more pages on demand, and adding a pick.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../core/api/errors';
import { invalidateGroup } from '../../core/query/client';
import {
  channels,
  channelSuggestions,
  suggestionKeys,
  suggestionParams,
} from '../../resources/channels';
import type { Channel, ChannelCreate, ChannelSuggestion } from '../../resources/schemas';
import { FILTER_DEBOUNCE_MS, useListError, useResourceMutation, useSettledValue } from '../../ui';
import { useBackend, useOnBackend } from '../../ui/backend-context';
import { textBook } from './messages.en';
import { useMessages } from '../../ui/i18n';

/** A suggestion becomes a channel of the back office: the network's id and what the network shows of it. */
export function channelFromSuggestion(suggestion: ChannelSuggestion): ChannelCreate {
  return {
    external_id: suggestion.external_id,
    title: suggestion.title,
    username: suggestion.username,
    kind: suggestion.kind,
    members_count: suggestion.members_count,
  };
}

export function useChannelSuggestions(search: string, open: boolean) {
  const [q] = useSettledValue(search.trim(), FILTER_DEBOUNCE_MS);
  const backend = useBackend();
  const query = useInfiniteQuery({
    queryKey: suggestionKeys(suggestionParams({ q }), backend),
    // The signal drops the answer to a search the user has already typed past.
    queryFn: ({ pageParam, signal }) => channelSuggestions({ q, page: pageParam }, signal, backend),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled: open,
  });
  useListError(query);

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

/**
 * Adds a picked suggestion as a channel. A suggestion is added when the server links it to a
 * channel, or when this dialog added it (it shows at once, before the suggestions are refetched).
 */
export function useAddSuggestion() {
  const text = useMessages(textBook);
  const onChannels = useOnBackend(channels);

  const [addedHere, setAddedHere] = useState<ReadonlySet<string>>(new Set());
  const markAdded = (externalId: string) => setAddedHere((all) => new Set(all).add(externalId));
  const mutation = useResourceMutation<ChannelSuggestion, Channel>({
    resource: channels.name,
    action: 'create',
    mutationFn: (suggestion) => onChannels.create(channelFromSuggestion(suggestion)),
    successTitle: (channel) => text('addedToast', { title: channel.title }),
    failureTitle: text('addFailed'),
    onSuccess: (_channel, suggestion) => markAdded(suggestion.external_id),
    onError: (error, suggestion) => {
      // 409: someone added it meanwhile. It is added after all; the table and suggestions catch up.
      if (isApiError(error) && error.status === 409) {
        markAdded(suggestion.external_id);
        void invalidateGroup(channels.group);
      }
    },
  });
  return {
    add: (suggestion: ChannelSuggestion) => mutation.mutate(suggestion),
    isAdded: (suggestion: ChannelSuggestion) =>
      suggestion.channel_uuid !== null || addedHere.has(suggestion.external_id),
    /** The external_id of the suggestion being added right now, if any. */
    addingId: mutation.isPending ? mutation.variables?.external_id : undefined,
    /** Why the last add failed, in the server's words; cleared by the next add. */
    error: mutation.error,
  };
}
