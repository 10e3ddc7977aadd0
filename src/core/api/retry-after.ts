// Reads a reply's Retry-After header (RFC 9110 10.2.3) as whole seconds to wait from now.

/** The statuses whose Retry-After means "wait, then the same request may pass". */
const WAIT_STATUSES = new Set([429, 503]);

/**
 * Seconds to wait before trying again, from `delay-seconds` ("120") or an HTTP date; undefined
 * when the status does not ask for a wait or the header is missing or unreadable. A date in the
 * past is 0 (try now); a fraction of a second rounds up so nobody retries too early.
 */
export function retryAfterSeconds(
  status: number,
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!WAIT_STATUSES.has(status) || !header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // Only an IMF date counts: Date.parse alone would also read "1.5" or "-3" as a date.
  if (!/^[A-Za-z]{3},\s/.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
