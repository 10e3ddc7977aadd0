// The addresses a message's media show from: the records' own on the page's reference API (no code loaded), else what the element's back end answers (core/providers/media-sources.ts, loaded then).
import { useEffect, useState } from 'react';
import { needsProviderCode } from '../../core/providers/backend';
import type { MediaItem } from '../../resources/schemas';
import { useBackend } from '../../ui/backend-context';

/** Per item: its URL, null when the back end offers no preview of it, undefined while asked. */
export type MediaSources = readonly (string | null | undefined)[];

export function useMediaSources(messageId: string, media: readonly MediaItem[]): MediaSources {
  const backend = useBackend();
  const direct = !needsProviderCode(backend);
  const [answered, setAnswered] = useState<{
    media: readonly MediaItem[];
    sources: MediaSources;
  }>();
  useEffect(() => {
    if (direct || media.length === 0) return;
    let current = true;
    void import('../../core/providers/media-sources')
      .then((module) =>
        Promise.all(
          media.map((item, index) => module.mediaSourceOf(backend, messageId, index, item)),
        ),
      )
      // Code that cannot load leaves no preview: each item then says why.
      .catch(() => media.map(() => null))
      .then((sources) => {
        if (current) setAnswered({ media, sources });
      });
    return () => {
      current = false;
    };
  }, [direct, backend, messageId, media]);
  if (direct) return media.map((item) => item.url);
  return answered?.media === media ? answered.sources : media.map(() => undefined);
}
