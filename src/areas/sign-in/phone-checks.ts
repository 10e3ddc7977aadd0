// Client checks of the phone wizard's inputs, mirroring the server's schemas so typos never cost a request.
import { LOGIN_CODE_PATTERN, PHONE_PATTERN } from '../../resources/rules';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';

/** People type phones with spaces, dashes, dots and brackets; the server wants bare E.164. */
export function normalizePhone(input: string): string {
  return input.replace(/[\s().-]/g, '');
}

/** Why `phone` (normalized) cannot be sent, or undefined when it can. */
export function phoneProblem(locale: Locale, phone: string): string | undefined {
  const text = locale.text(textBook);
  if (!phone) return text('phoneRequired');
  return PHONE_PATTERN.test(phone) ? undefined : text('phoneInvalid');
}

export function codeProblem(locale: Locale, code: string): string | undefined {
  const text = locale.text(textBook);
  if (!code) return text('codeRequired');
  return LOGIN_CODE_PATTERN.test(code) ? undefined : text('codeInvalid');
}
