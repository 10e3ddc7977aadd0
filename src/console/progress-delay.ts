// How long a load may take before the console shows that it is loading, apart from the progress
// bar's code: the sign-in page before the router waits as long before it shows the same state.

/** Fetches shorter than this never flash a bar. */
export const PROGRESS_DELAY_MS = 300;
