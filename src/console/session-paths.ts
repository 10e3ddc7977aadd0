// The console's home and sign-in paths, apart from the redirect checks: the console's first
// screen reads the sign-in path before anything else of the session pages has loaded.

export const HOME_PATH = '/dashboard';
export const SIGN_IN_PATH = '/sessions/signin';
