// Channel suggestions: a search over groups and channels with the suggestion defaults (CHANNEL_SUGGESTION_DEFAULTS).
import { api } from '../../core/api/client';
import { CHANNEL_SUGGESTION_DEFAULTS, type ChannelSuggestionParams } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import type { ChannelSuggestionReply } from '../schemas';

/** The defaults with the caller's choices on top. */
export function suggestionParams(
  params: Partial<ChannelSuggestionParams> = {},
): ChannelSuggestionParams {
  return {
    ...CHANNEL_SUGGESTION_DEFAULTS,
    ...params,
    kinds: [...(params.kinds ?? CHANNEL_SUGGESTION_DEFAULTS.kinds)],
  };
}

export const suggestionKeys = (params: ChannelSuggestionParams) =>
  [QUERY_GROUPS.channels, 'channels', 'suggestions', params] as const;

export function channelSuggestions(
  params: Partial<ChannelSuggestionParams> = {},
  signal?: AbortSignal,
): Promise<ChannelSuggestionReply> {
  return api<ChannelSuggestionReply>('/channels/suggestions', {
    query: suggestionParams(params),
    signal,
  });
}
