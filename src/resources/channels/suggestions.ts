// Channel suggestions: a search over groups and channels with the suggestion defaults (CHANNEL_SUGGESTION_DEFAULTS).
import { CHANNEL_SUGGESTION_DEFAULTS, type ChannelSuggestionParams } from '../../core/constants';
import { type Backend, keyOn, pageBackend } from '../../core/providers/backend';
import { callExtraOnUse } from '../../core/providers/extra-call';
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

export const suggestionKeys = (params: ChannelSuggestionParams, backend: Backend = pageBackend) =>
  keyOn([QUERY_GROUPS.channels, 'channels', 'suggestions', params] as const, backend);

export async function channelSuggestions(
  params: Partial<ChannelSuggestionParams> = {},
  signal?: AbortSignal,
  backend: Backend = pageBackend,
): Promise<ChannelSuggestionReply> {
  const filter = { ...suggestionParams(params) };
  const reply = await callExtraOnUse(
    backend,
    'getChannelSuggestions',
    'channelSuggestions',
    (get) => get({ filter, ...(signal ? { signal } : {}) }),
  );
  return reply.data as ChannelSuggestionReply;
}
