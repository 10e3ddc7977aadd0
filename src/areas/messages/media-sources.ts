// The addresses a message's media show from: the records' own on the page's reference API (no code loaded), else what the element's back end answers (core/providers/media-sources.ts, loaded then), held while shown.
import { useEffect, useState } from 'react';
import { needsProviderCode } from '../../core/providers/backend';
import type { MediaSourceHold } from '../../core/providers/media-sources';
import type { MediaItem } from '../../resources/schemas';
import { useBackend } from '../../ui/backend-context';

/** Per item: its URL, null when the back end offers no preview of it, undefined while asked. */
export type MediaSources = readonly (string | null | undefined)[];

/** Which of a message's items a view shows from their file (by place in message.media). */
export type ShowsFile = (item: MediaItem, index: number) => boolean;

const everyItem: ShowsFile = () => true;

/**
 * Holds each shown item's address while mounted, so a Blob's object URL lives exactly as long as
 * something shows it. Items `shows` leaves out are not asked for (null): a row needs no video.
 * `shows` must keep its identity between renders (a module-level function).
 */
export function useMediaSources(
  messageId: string,
  media: readonly MediaItem[],
  shows: ShowsFile = everyItem,
): MediaSources {
  const backend = useBackend();
  const direct = !needsProviderCode(backend);
  const [answered, setAnswered] = useState<{
    media: readonly MediaItem[];
    sources: MediaSources;
  }>();
  useEffect(() => {
    if (direct || media.length === 0) return;
    let current = true;
    let holds: (MediaSourceHold | null)[] = [];
    void import('../../core/providers/media-sources')
      .then((module) => {
        // Unmounted while the code loaded: nothing to hold.
        if (!current) return null;
        holds = media.map((item, index) =>
          shows(item, index) ? module.acquireMediaSource(backend, messageId, index, item) : null,
        );
        return Promise.all(holds.map((hold) => hold?.source ?? null));
      })
      // Code that cannot load leaves no preview: each item then says why.
      .catch(() => media.map(() => null))
      .then((sources) => {
        if (current && sources) setAnswered({ media, sources });
      });
    return () => {
      current = false;
      for (const hold of holds) hold?.release();
    };
  }, [direct, backend, messageId, media, shows]);
  if (direct) return media.map((item) => item.url);
  return answered?.media === media ? answered.sources : media.map(() => undefined);
}
