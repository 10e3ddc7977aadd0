// Where sign-in may send the user back to: only a path of this console, never another origin in any spelling.

import { isActivePath } from './path-match';
import { HOME_PATH, SIGN_IN_PATH } from './session-paths';

export { HOME_PATH, SIGN_IN_PATH };

/** Decodes repeatedly (an attacker may encode twice) until the text stops changing or is not decodable. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * A same-origin path: one leading `/`, no `//` or `/\` after it, no scheme, no control
 * characters or backslashes, in the raw text or any decoded form of it. Anything else is
 * replaced by the dashboard.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return HOME_PATH;
  const decoded = fullyDecoded(raw);
  if (decoded === null) return HOME_PATH;
  for (const text of [raw, decoded]) {
    if (!text.startsWith('/')) return HOME_PATH;
    if (text.startsWith('//') || text.startsWith('/\\')) return HOME_PATH;
    if (text.includes('\\')) return HOME_PATH;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is rejected.
    if (/[\u0000-\u001f\u007f]/.test(text)) return HOME_PATH;
  }
  // The URL parser has the last word: the path must stay on a made-up origin.
  const origin = 'https://console.invalid';
  const url = new URL(raw, origin);
  if (url.origin !== origin) return HOME_PATH;
  // Back to sign-in in any letter case would be the sign-in page again.
  if (isActivePath(url.pathname, SIGN_IN_PATH)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that returns to `path` (with its query) afterwards. */
export function signInPathFor(pathWithQuery: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: pathWithQuery }).toString()}`;
}
