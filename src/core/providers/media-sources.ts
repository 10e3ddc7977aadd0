// Where the browser loads a message's media from on a back end of its own: the reference API's path at that base, a provider's getMedia (a URL, or a Blob shown through an object URL revoked once no longer shown), else the record's own absolute URL; loaded only for such back ends.
import { getConfig } from '../config';
import type { Backend } from './backend';
import { type HeldAnswers, heldAnswers } from './held-answers';
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

/** An item's answer: a URL, or the provider's Blob before it gets an object URL. */
type Answer = string | Blob | null;

async function resolve(
  backend: Backend,
  id: Identifier,
  index: number,
  media: MediaItemRef,
): Promise<Answer> {
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
      if (source instanceof Blob) return source;
    } catch {
      // The record's own address may still serve; the gallery says why when it does not.
    }
  }
  return absoluteMediaUrl(media.url);
}

/** What the cache keeps: the URL shown, and the size of the Blob it was made from (0 for none). */
interface Shown {
  readonly src: ResolvedMedia;
  readonly blobSize: number;
}

/**
 * A Blob's object URL keeps the Blob in memory until revoked: it is released when no row or
 * drawer shows it, after a grace that spares a reopened drawer or a page paged back to a flash
 * and a second download; a budget bounds what released Blobs keep while they wait, since one
 * video may weigh more than a page of photos.
 */
export const MEDIA_GRACE_MS = 30_000;
const RELEASED_BLOB_BUDGET = 64 * 1024 * 1024;
/** URLs cost a few bytes each: many stay known, so rows paged back ask nothing again. */
const KEPT_URLS = 1000;

/** Per back end: rows and the drawer show the same files, so each item is asked once while shown. */
const answers = new WeakMap<Backend, HeldAnswers<Shown>>();

function answersOf(backend: Backend): HeldAnswers<Shown> {
  let known = answers.get(backend);
  if (!known) {
    known = heldAnswers<Shown>({
      weigh: (shown) => shown.blobSize,
      free: (shown) => {
        if (shown.src) URL.revokeObjectURL(shown.src);
      },
      graceMs: MEDIA_GRACE_MS,
      maxReleasedWeight: RELEASED_BLOB_BUDGET,
      maxKeptPlain: KEPT_URLS,
    });
    answers.set(backend, known);
  }
  return known;
}

/** One holder's use of an item's media address; release it once the item is no longer shown. */
export interface MediaSourceHold {
  readonly source: Promise<ResolvedMedia>;
  release(): void;
}

export function acquireMediaSource(
  backend: Backend,
  id: Identifier,
  index: number,
  media: MediaItemRef,
): MediaSourceHold {
  const key = `${String(id)}\n${index}\n${media.url}`;
  const hold = answersOf(backend).acquire(key, async () => {
    const answer = await resolve(backend, id, index, media);
    if (!(answer instanceof Blob)) return { src: answer, blobSize: 0 };
    // An empty Blob still holds its URL's entry: it counts as one byte, so it is revoked too.
    return { src: URL.createObjectURL(answer), blobSize: Math.max(answer.size, 1) };
  });
  return { source: hold.answer.then((shown) => shown.src), release: hold.release };
}
