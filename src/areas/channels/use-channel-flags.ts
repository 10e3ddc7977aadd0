// Inline switches of the channel table: enabled and autopost change at once, and roll back if the server refuses.
import { useCallback, useRef, useState } from 'react';
import { channels } from '../../resources/channels';
import type { Channel } from '../../resources/schemas';
import { errorMessage, useNotify, useResourceMutation } from '../../ui';
import { channelTextBook } from './messages.en';
import { useMessages, useLocale } from '../../ui/i18n';

export type ChannelFlag = 'enabled' | 'autopost';

interface FlagChange {
  channel: Channel;
  flag: ChannelFlag;
  value: boolean;
}

export interface ChannelFlags {
  /** Sets the flag in the table before the server answers. */
  toggle(channel: Channel, flag: ChannelFlag, value: boolean): void;
  /** A change of this flag is on its way to the server. */
  isPending(uuid: string, flag: ChannelFlag): boolean;
}

const pendingKey = (uuid: string, flag: ChannelFlag) => `${uuid}:${flag}`;

/** Puts `value` into the channel as the store holds it and returns how to put the old value back. */
function applyFlag(channel: Channel, flag: ChannelFlag, value: boolean): () => void {
  const store = channels.store;
  const current = store.getState().byId[channel.uuid] ?? channel;
  const before = current[flag];
  store.getState().upsert({ ...current, [flag]: value });
  return () => {
    // Only the flag goes back: other fields may have changed meanwhile. A channel that left
    // the list (a refetch without it) must not come back.
    const latest = store.getState().byId[channel.uuid];
    if (latest) store.getState().upsert({ ...latest, [flag]: before });
  };
}

export function useChannelFlags(): ChannelFlags {
  const locale = useLocale();
  const channelText = useMessages(channelTextBook);

  const notify = useNotify();
  // A ref keeps the guard exact between renders; the state re-renders the switches.
  const pendingRef = useRef(new Set<string>());
  const [, setPendingRevision] = useState(0);
  const setPending = useCallback((key: string, on: boolean) => {
    if (on) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPendingRevision((revision) => revision + 1);
  }, []);

  const mutation = useResourceMutation<FlagChange, Channel>({
    resource: channels.name,
    action: 'update',
    mutationFn: ({ channel, flag, value }) => channels.update(channel.uuid, { [flag]: value }),
    optimistic: ({ channel, flag, value }) => applyFlag(channel, flag, value),
    // The toast names the channel and the switch, which a fixed failure title cannot.
    notifyFailure: false,
    onError: (error, { channel, flag }) => {
      setPending(pendingKey(channel.uuid, flag), false);
      notify({
        intent: 'error',
        title: channelText(`toggle.${flag}Failed`, { title: channel.title }),
        body: errorMessage(locale, error),
      });
    },
    onSuccess: (_, { channel, flag }) => setPending(pendingKey(channel.uuid, flag), false),
  });
  const { mutate } = mutation;

  return {
    toggle: (channel, flag, value) => {
      const key = pendingKey(channel.uuid, flag);
      // One change per switch at a time, so answers cannot arrive out of order.
      if (pendingRef.current.has(key)) return;
      setPending(key, true);
      mutate({ channel, flag, value });
    },
    isPending: (uuid, flag) => pendingRef.current.has(pendingKey(uuid, flag)),
  };
}
