// What the console element was configured with, for the routes' components.

import { createContext, useContext } from 'react';

export interface ConsoleOptions {
  /** The console is the page (standalone): it may set the document title. */
  standalone: boolean;
  /** Show the settings button and the customizer panel. */
  customizer: boolean;
}

const ConsoleOptionsContext = createContext<ConsoleOptions>({
  standalone: false,
  customizer: false,
});

export const ConsoleOptionsProvider = ConsoleOptionsContext.Provider;

export function useConsoleOptions(): ConsoleOptions {
  return useContext(ConsoleOptionsContext);
}
