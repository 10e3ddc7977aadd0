// The sys-user form's field checks: the rules the server enforces (src/resources/rules.ts), named per problem.

import {
  EMAIL_PATTERN,
  EMAIL_RULES,
  NAME_RULES,
  PASSWORD_RULES,
  ruleLength,
} from '../../resources/rules';

export type EmailProblem = 'required' | 'invalid' | 'tooLong';
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong';
export type NameProblem = 'required' | 'tooLong';

export function emailProblem(email: string): EmailProblem | null {
  if (email === '') return 'required';
  if (ruleLength(email) > EMAIL_RULES.maxLength) return 'tooLong';
  if (ruleLength(email) < EMAIL_RULES.minLength || !EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
}

export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (ruleLength(password) < PASSWORD_RULES.minLength) return 'tooShort';
  if (ruleLength(password) > PASSWORD_RULES.maxLength) return 'tooLong';
  return null;
}

/** The form trims names, so a name of spaces alone counts as missing. */
export function nameProblem(name: string): NameProblem | null {
  if (ruleLength(name) < NAME_RULES.minLength) return 'required';
  if (ruleLength(name) > NAME_RULES.maxLength) return 'tooLong';
  return null;
}
