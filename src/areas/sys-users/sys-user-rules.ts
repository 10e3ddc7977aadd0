// The server's field rules for system users (demo/server validates with the TypeBox schemas in
// src/resources/schemas), restated without TypeBox so the client bundle can check forms the same way.

/** `Password` in src/resources/schemas/common.ts: minLength 8, maxLength 200. */
export const PASSWORD_RULES = { minLength: 8, maxLength: 200 } as const;
/** `Email` in src/resources/schemas/common.ts: format email, minLength 3, maxLength 254. */
export const EMAIL_RULES = { minLength: 3, maxLength: 254 } as const;
/** `name` of the sys user schema: minLength 1, maxLength 120. */
export const NAME_RULES = { minLength: 1, maxLength: 120 } as const;

/** The `email` format of ajv-formats in its default "full" mode, which the server's Ajv uses. */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Ajv counts string length in code points, not UTF-16 units: an emoji is one character. */
export function lengthOf(value: string): number {
  return [...value].length;
}

export type EmailProblem = 'required' | 'invalid' | 'tooLong';
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';
export type NameProblem = 'required' | 'tooLong';

export function emailProblem(email: string): EmailProblem | null {
  if (email === '') return 'required';
  if (lengthOf(email) > EMAIL_RULES.maxLength) return 'tooLong';
  if (lengthOf(email) < EMAIL_RULES.minLength || !EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
}

export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (lengthOf(password) < PASSWORD_RULES.minLength) return 'tooShort';
  if (lengthOf(password) > PASSWORD_RULES.maxLength) return 'tooLong';
  return null;
}

/** The form trims names, so a name of spaces alone counts as missing. */
export function nameProblem(name: string): NameProblem | null {
  if (lengthOf(name) < NAME_RULES.minLength) return 'required';
  if (lengthOf(name) > NAME_RULES.maxLength) return 'tooLong';
  return null;
}
