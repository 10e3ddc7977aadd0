// The console's side of the held first screen: the node it renders into, its address query, and whether it is still held (until the router's route for its area lets go of it, or the router showed something else).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AreaDeclaration } from '../areas/area-list';
import { type AddressQuery, addressQuery, type QueryRouter } from './address-query';
import { areaAt, consoleAddress } from './early/first-screen';
import { type HeldScreen, moveInto } from './held-screen';

export interface FirstScreenHold {
  /** Where the screen renders: in the frame's main region first, then in the layout's. */
  node: HTMLElement;
  query: AddressQuery;
  /** What the router's routes read; its area is null once the screen was let go. */
  held: HeldScreen;
  /** The session guard's pause, passed on to the screen. */
  paused: boolean;
  /** The router has rendered its first screen: the query follows it; a screen it did not take goes. */
  routedBy(router: QueryRouter): void;
}

export function useFirstScreenHold(
  area: AreaDeclaration | null,
  basePath: string | undefined,
): FirstScreenHold {
  const [node] = useState(() => {
    const created = document.createElement('div');
    // No box of its own: the screen lays out as the main region's child.
    created.style.display = 'contents';
    return created;
  });
  const [query] = useState(() =>
    addressQuery(() => {
      const { path } = consoleAddress({ routing: 'browser', basePath });
      return area && areaAt(path)?.key === area.key ? path : null;
    }),
  );
  const [heldArea, setHeldArea] = useState(area?.key ?? null);
  const [paused, setPaused] = useState(false);
  const adopted = useRef(false);
  const adopt = useCallback(
    (slot: HTMLElement) => {
      adopted.current = true;
      moveInto(slot, node);
    },
    [node],
  );
  const release = useCallback(() => setHeldArea(null), []);
  const held = useMemo<HeldScreen>(
    () => ({ area: heldArea, adopt, release, pause: setPaused }),
    [heldArea, adopt, release],
  );
  const routedBy = useCallback(
    (router: QueryRouter) => {
      query.follow(router);
      if (!adopted.current) release();
    },
    [query, release],
  );
  return { node, query, held, paused, routedBy };
}
