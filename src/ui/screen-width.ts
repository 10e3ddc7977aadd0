// The width a screen's full-width boxes will have, guessed before they exist: the element's own
// width, unless what the screen renders in (the console's layout) says otherwise.

import { createContext, useContext } from 'react';
import { useElementEvents } from './element-events';

/** From the element the screen renders in (null outside one): the screen's width in px, 0 if unknown. */
export type ScreenWidthGuess = (host: HTMLElement | null) => number;

const elementWidth: ScreenWidthGuess = (host) => host?.getBoundingClientRect().width ?? 0;

const ScreenWidthContext = createContext<ScreenWidthGuess>(elementWidth);

/** For a frame that puts its screens beside boxes of its own (a sidebar, padding). */
export const ScreenWidthProvider = ScreenWidthContext.Provider;

/**
 * The guess for a box that spans the screen, for useBoxWidth: when the box turns out that wide,
 * what depends on its width renders once, not a second time in the frame of its first paint.
 */
export function useScreenWidthGuess(): () => number {
  const guess = useContext(ScreenWidthContext);
  const { host } = useElementEvents();
  return () => guess(host);
}
