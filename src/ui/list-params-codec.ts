// List params to and from a URL query, without React: the console's boot reads a deep link's params with it before the UI code has arrived.

/** A query value back to the type its default has (numbers, booleans); unknown keys keep text, except true/false. */
function decodeValue(raw: string, fallback: unknown): unknown {
  if (typeof fallback === 'number') {
    const number = Number(raw);
    return Number.isFinite(number) ? number : fallback;
  }
  if (typeof fallback === 'boolean' || fallback === undefined) {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
  }
  return raw;
}

/** Params = defaults overlaid with what the query holds. */
export function decodeListParams<P extends object>(search: string, defaults: P): P {
  const query = new URLSearchParams(search);
  const params: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  const base = defaults as Record<string, unknown>;
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    params[key] =
      values.length > 1 || Array.isArray(base[key])
        ? values
        : decodeValue(values[0] ?? '', base[key]);
  }
  return params as P;
}

/** Only what differs from the defaults goes into the address, in a stable order. */
export function encodeListParams<P extends object>(params: P, defaults: P): string {
  const query = new URLSearchParams();
  const base = defaults as Record<string, unknown>;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (JSON.stringify(value) === JSON.stringify(base[key])) continue;
      for (const item of value) query.append(key, String(item));
      continue;
    }
    if (Object.is(value, base[key])) continue;
    query.set(key, String(value));
  }
  return query.toString();
}
