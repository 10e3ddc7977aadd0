// Where the browser loads a message's media from on a back end of its own: the reference API's path at that base, a provider's getMedia (a URL or a Blob), else the record's own absolute URL; loaded only for such back ends.
import { getConfig } from '../config';
import type { Backend } from './backend';
import type { Identifier } from './data-provider';
import type { MediaItemRef } from './extras';

/** A URL the browser may load, or null when this back end offers no preview of the item. */
export type ResolvedMedia = string | null;

/** The record's own address when it is one the browser can load without the provider. */
export function absoluteMediaUrl(url: unknown): ResolvedMedia {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** The reference API's `/api/v1/media/<file>` on the origin of the base it came from. */
function referenceMediaUrl(backend: Backend, url: string): ResolvedMedia {
  try {
    const base = new URL(backend.base ?? getConfig().apiBase, globalThis.location?.href);
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

async function resolve(
  backend: Backend,
  id: Identifier,
  index: number,
  media: MediaItemRef,
): Promise<ResolvedMedia> {
  if (!backend.custom) return referenceMediaUrl(backend, media.url);
  // The provider code only for a back end of the host's: the reference API's media need none.
  const { dataOf, guarded } = await import('./provider-calls');
  const data = dataOf(backend);
  const getMedia = data.getMedia;
  if (typeof getMedia === 'function') {
    try {
      // Through guarded(): a 401/403 goes to the auth provider's checkError like any other call.
      const reply = await guarded(backend, () => getMedia.call(data, { id, index, media }));
      const source = reply?.data;
      if (typeof source === 'string' && source) return source;
      if (source instanceof Blob) return URL.createObjectURL(source);
    } catch {
      // The record's own address may still serve; the gallery says why when it does not.
    }
  }
  return absoluteMediaUrl(media.url);
}

/**
 * Per back end, each item's answer once: rows and the drawer show the same files, and a Blob's
 * object URL is made once and kept for the page's life (the same file is shown again when the
 * drawer reopens).
 */
const answers = new WeakMap<Backend, Map<string, Promise<ResolvedMedia>>>();

export function mediaSourceOf(
  backend: Backend,
  id: Identifier,
  index: number,
  media: MediaItemRef,
): Promise<ResolvedMedia> {
  let known = answers.get(backend);
  if (!known) {
    known = new Map();
    answers.set(backend, known);
  }
  const key = `${String(id)}\n${index}\n${media.url}`;
  let answer = known.get(key);
  if (!answer) {
    answer = resolve(backend, id, index, media);
    known.set(key, answer);
  }
  return answer;
}
