// The field rules the server enforces and the forms check before sending, in one place. No TypeBox
// here: the server's schemas are built from these values, and the client bundle imports them as is.

/** Addresses of sign-in accounts; counted in characters (see ruleLength). */
export const EMAIL_RULES = { minLength: 3, maxLength: 254 } as const;
/** New passwords; signing in accepts any non-empty one up to the same maximum. */
export const PASSWORD_RULES = { minLength: 8, maxLength: 200 } as const;
/** A system user's display name. */
export const NAME_RULES = { minLength: 1, maxLength: 120 } as const;

/** E.164 phone numbers: a plus, a non-zero digit, 6-14 more digits (`+15550000001`). */
export const PHONE_PATTERN = /^\+[1-9][0-9]{6,14}$/;
/** Language codes (BCP 47 language, optional region): `en`, `pt-BR`. */
export const LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
/** One-time codes of the phone sign-in: 4 to 8 digits. */
export const LOGIN_CODE_PATTERN = /^[0-9]{4,8}$/;
/** Record ids: RFC 4122 text form, any case. The server's Ajv checks the `uuid` format with it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Public handles on the messaging network, without the leading `@`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,64}$/;
/** Web addresses the server accepts as `uri`: an absolute http(s) URL, at most this long. */
export const URL_RULES = { maxLength: 2000 } as const;

/** An absolute http(s) address, as links and media URLs must be. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const LOCAL_PART = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

/**
 * What counts as an email address: the "full" email format of ajv-formats (ASCII, dotted local
 * part, dotted domain of letter-digit labels), case-insensitive. The server's Ajv checks the
 * `email` format with exactly this expression (demo/server/validation.ts).
 */
export const EMAIL_PATTERN = new RegExp(
  `^${LOCAL_PART}(?:\\.${LOCAL_PART})*@(?:${DOMAIN_LABEL}\\.)+${DOMAIN_LABEL}$`,
  'i',
);

/** Length as the server's Ajv counts it: in code points, not UTF-16 units (an emoji is one). */
export function ruleLength(value: string): number {
  return [...value].length;
}
