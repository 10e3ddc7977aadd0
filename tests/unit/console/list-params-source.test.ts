// List params in a URL query: only what differs from the defaults is written, and it reads back with its types.
import { describe, expect, it } from 'vitest';
import { decodeListParams, encodeListParams } from '../../../src/ui/list-params-source';

const defaults = { limit: 20, offset: 0, order: 'desc' as string, withCount: true };

describe('list params in the query', () => {
  it('writes nothing for the defaults', () => {
    expect(encodeListParams(defaults, defaults)).toBe('');
  });

  it('writes filters and paging that differ, and reads them back typed', () => {
    const params = { ...defaults, offset: 40, status: 'open', enabled: false, q: '' };
    const search = encodeListParams(params, defaults);
    expect(search).toBe('offset=40&status=open&enabled=false');
    expect(decodeListParams(search, defaults)).toEqual({
      ...defaults,
      offset: 40,
      status: 'open',
      enabled: false,
    });
  });

  it('keeps a number-looking search text as text', () => {
    expect(decodeListParams('q=123&limit=50', defaults)).toEqual({
      ...defaults,
      q: '123',
      limit: 50,
    });
  });

  it('falls back to the default for a number that is not one', () => {
    expect(decodeListParams('limit=lots', defaults).limit).toBe(20);
  });
});
