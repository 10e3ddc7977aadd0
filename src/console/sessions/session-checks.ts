// Field checks of the session pages: the same rules the server enforces, worded for the user.

import { emailProblem, nameProblem, passwordProblem } from '../../areas/sys-users/sys-user-rules';
import { PASSWORD_RULES } from '../../resources/rules';
import type { FieldErrors } from '../../ui/field-error';
import { ctBook } from '../messages.en';
import type { Locale } from '../../ui/locale';

export function emailError(locale: Locale, email: string): string | undefined {
  const ct = locale.text(ctBook);
  const problem = emailProblem(email.trim());
  if (problem === 'required') return ct('problem.emailRequired');
  if (problem === 'tooLong') return ct('problem.emailTooLong');
  if (problem === 'invalid') return ct('problem.emailInvalid');
  return undefined;
}

/** A new password and its repetition. */
export function newPasswordErrors(
  locale: Locale,
  password: string,
  repeat: string,
  names: { password: string; repeat: string },
): FieldErrors {
  const ct = locale.text(ctBook);
  const errors: FieldErrors = {};
  const problem = passwordProblem(password);
  if (problem === 'required') errors[names.password] = ct('problem.passwordRequired');
  if (problem === 'tooShort')
    errors[names.password] = ct('problem.passwordTooShort', { min: PASSWORD_RULES.minLength });
  if (problem === 'tooLong')
    errors[names.password] = ct('problem.passwordTooLong', { max: PASSWORD_RULES.maxLength });
  if (!problem && repeat !== password) errors[names.repeat] = ct('problem.repeatMismatch');
  return errors;
}

export function nameError(locale: Locale, name: string): string | undefined {
  const ct = locale.text(ctBook);
  const problem = nameProblem(name.trim());
  if (problem === 'required') return ct('problem.nameRequired');
  if (problem === 'tooLong') return ct('problem.nameTooLong');
  return undefined;
}

/** Drops the fields without a problem. */
export function onlyProblems(errors: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
