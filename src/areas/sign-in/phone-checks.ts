// Client checks of the phone wizard's inputs, mirroring the server's schemas so typos never cost a request.
import { st } from './messages.en';

/** E.164, as the server's Phone schema: a plus, a non-zero digit, 7 to 15 digits in all. */
const E164 = /^\+[1-9][0-9]{6,14}$/;
/** The server's code schema: 4 to 8 digits. */
const CODE = /^[0-9]{4,8}$/;

/** People type phones with spaces, dashes, dots and brackets; the server wants bare E.164. */
export function normalizePhone(input: string): string {
  return input.replace(/[\s().-]/g, '');
}

/** Why `phone` (normalized) cannot be sent, or undefined when it can. */
export function phoneProblem(phone: string): string | undefined {
  if (!phone) return st('phoneRequired');
  return E164.test(phone) ? undefined : st('phoneInvalid');
}

export function codeProblem(code: string): string | undefined {
  if (!code) return st('codeRequired');
  return CODE.test(code) ? undefined : st('codeInvalid');
}
