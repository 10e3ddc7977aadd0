// Loading a console chunk: a time-out that turns a chunk that never arrives into "Loading chunk {n} failed", and retries that really ask the server again.

import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';
import { english } from '../core/i18n';
import { importModule } from '../ui/fetch-ahead';

/**
 * A chunk that failed or did not arrive in time; `chunk` names it for the user ("Loading chunk tasks
 * failed" in the element's language); the message, for hosts and logs, is English.
 */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  constructor(chunk: string, cause?: unknown) {
    super(english.t('app.chunkFailed', { n: chunk }), { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

interface ChunkRequest {
  /** Bumped for each new request of the same chunk, added to its address as `?retry=n`. */
  round: number;
  /** The last request failed or was given up on: the next import must not join it. */
  stale: boolean;
  loaded: boolean;
}

const requests = new Map<string, ChunkRequest>();

/**
 * The console's dynamic imports go through this (the build rewrites `import(x)` in console
 * modules to it): a browser keeps one module request per address, so a chunk whose request
 * hung or failed is asked for again under a new address.
 */
export function importChunk(
  specifier: string,
  base: string,
  deps?: readonly string[],
): Promise<unknown> {
  const href = new URL(specifier, base).href;
  let request = requests.get(href);
  if (!request) {
    request = { round: 0, stale: false, loaded: false };
    requests.set(href, request);
  }
  if (request.stale && !request.loaded) {
    request.round += 1;
    request.stale = false;
  }
  const current = request;
  const url = current.round > 0 ? `${href}?retry=${current.round}` : href;
  const loading = importModule(url, deps, base);
  loading.then(
    () => {
      current.loaded = true;
    },
    () => {
      current.stale = true;
    },
  );
  return loading;
}

/** Requests still running are given up: a retry starts new ones. */
function abandonPendingChunks(): void {
  for (const request of requests.values()) if (!request.loaded) request.stale = true;
}

/** The build's rewritten dynamic imports call it by this global name (see rollup.config.mjs); it replaces fetch-ahead's plain one. */
const runtime = globalThis as { __backofficeImportChunk?: typeof importChunk };
runtime.__backofficeImportChunk = importChunk;

/** Waits for `load` at most `timeoutMs`; a failure or time-out becomes a ChunkLoadError named `chunk`. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      abandonPendingChunks();
      reject(new ChunkLoadError(chunk));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        abandonPendingChunks();
        reject(new ChunkLoadError(chunk, error));
      },
    );
  });
}
