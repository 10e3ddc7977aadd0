// Where phone sign-in codes come from. The simulated provider (demo mode only) "sends" one fixed
// code to every phone; the webhook provider makes a random code and hands it to the integrator's
// SMS gateway over HTTP. Without a provider, phone sign-in is unavailable (503).
import { randomInt } from 'node:crypto';

export interface PhoneCodeProvider {
  /** For the log: which provider sent the code. */
  readonly name: string;
  readonly simulated: boolean;
  /** Delivers a new code to `phone` and returns it, so the server can check what the user types. */
  send(phone: string, ttlSec: number): Promise<string>;
}

export function simulatedPhoneCodes(code: string): PhoneCodeProvider {
  return { name: 'simulated provider', simulated: true, send: async () => code };
}

const CODE_DIGITS = 6;

/**
 * POSTs `{phone, code, ttlSec}` as JSON to `url` (the integrator's adapter to an SMS gateway); any
 * answer but 2xx, or none within 10 seconds, is a failure the caller reports.
 */
export function webhookPhoneCodes(url: string): PhoneCodeProvider {
  return {
    name: 'webhook provider',
    simulated: false,
    async send(phone, ttlSec) {
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, code, ttlSec }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`the phone code webhook answered ${res.status}`);
      return code;
    },
  };
}
