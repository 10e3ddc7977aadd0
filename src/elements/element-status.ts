// An element's lifecycle status (loading, ready, error) from what its parts report, reflected as the `status` attribute, and its one bo-ready.
import { dispatchBoEvent } from '../core/events';
import type { ContentStatus, ContentStatusSink } from '../ui/content-status';

export type ElementStatus = ContentStatus;

export class ElementStatusTracker implements ContentStatusSink {
  readonly #host: HTMLElement;
  readonly #parts = new Map<string, ContentStatus>();
  #mounted = false;
  #announced = false;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  /**
   * Any part showing an error makes the element `error`. Before its first content, a part still
   * loading (or a tree not yet committed) keeps it `loading`; afterwards a part that loads later
   * (a drawer, a refetch) does not take the element back to `loading`.
   */
  get status(): ElementStatus {
    const statuses = [...this.#parts.values()];
    if (statuses.includes('error')) return 'error';
    if (this.#announced) return 'ready';
    return this.#mounted && !statuses.includes('loading') ? 'ready' : 'loading';
  }

  readonly report = (part: string, status: ContentStatus | null): void => {
    if (status === null) this.#parts.delete(part);
    else this.#parts.set(part, status);
    this.#update();
  };

  /** Called after the element's React tree committed: parts that load have reported by then. */
  mounted(): void {
    this.#mounted = true;
    this.#update();
  }

  unmounted(): void {
    this.#mounted = false;
  }

  #update(): void {
    const status = this.status;
    if (this.#host.getAttribute('status') !== status) this.#host.setAttribute('status', status);
    if (status !== 'ready' || this.#announced) return;
    // Once per element, even if it is moved in the page and mounts again.
    this.#announced = true;
    dispatchBoEvent(this.#host, 'bo-ready', {});
  }
}

const trackers = new WeakMap<HTMLElement, ElementStatusTracker>();

export function statusTrackerOf(host: HTMLElement): ElementStatusTracker {
  let tracker = trackers.get(host);
  if (!tracker) {
    tracker = new ElementStatusTracker(host);
    trackers.set(host, tracker);
  }
  return tracker;
}
