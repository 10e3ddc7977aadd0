// When a screen fetches the code of its likeliest first steps (the row drawer, the row menu) ahead
// of use: by default once the page is idle after the first rows; a host page whose idle time after
// them goes to code it needs now (the console's router and layout) asks for the user's first
// approach instead. Either way the fetch goes at low priority (fetch-ahead.ts).
import { createContext, useContext } from 'react';
import { fetchAhead } from './fetch-ahead';
import { whenIdle } from '../core/when-idle';

/** Runs its work at the chosen moment; returns the cancel, for an effect's cleanup. */
export type AheadSchedule = (work: () => void) => () => void;

const AheadMoment = createContext<AheadSchedule>(whenIdle);

export const AheadMomentProvider = AheadMoment.Provider;

/** The moment's schedule, its work's imports at low priority. */
export function useAheadSchedule(): AheadSchedule {
  const moment = useContext(AheadMoment);
  return atLowPriority(moment);
}

const wrapped = new WeakMap<AheadSchedule, AheadSchedule>();

/** One wrapped schedule per moment, so a hook's dependency on it stays the same across renders. */
function atLowPriority(moment: AheadSchedule): AheadSchedule {
  let schedule = wrapped.get(moment);
  if (!schedule) {
    schedule = (work) => moment(() => fetchAhead(work));
    wrapped.set(moment, schedule);
  }
  return schedule;
}
