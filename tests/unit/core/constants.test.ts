// The business constants and list defaults the product promises (time-outs, toasts, page sizes).
import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  CHANNEL_SUGGESTION_DEFAULTS,
  CHUNK_LOAD_TIMEOUT_MS,
  LIST_DEFAULTS,
  QUERY_RETENTION_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_POSITION,
} from '../../../src/core/constants';

const page20 = { limit: 20, offset: 0, order: 'desc' };

describe('business constants', () => {
  it('the API time-out is 10000 ms', () => {
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('cached query data is kept 60 seconds after last use', () => {
    expect(QUERY_RETENTION_MS).toBe(60_000);
  });

  it('toasts sit top-right and close after 5000 ms', () => {
    expect([TOAST_POSITION, TOAST_AUTO_CLOSE_MS]).toEqual(['top-end', 5000]);
  });

  it('a chunk load times out after 120000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('list defaults', () => {
  it('sources list defaults to limit 20, offset 0, order desc', () => {
    expect(LIST_DEFAULTS.sources).toEqual(page20);
  });

  it('tasks list defaults to limit 20, offset 0, order desc, withCount true', () => {
    expect(LIST_DEFAULTS.tasks).toEqual({ ...page20, withCount: true });
  });

  it('categories list defaults to limit 20, offset 0, order desc', () => {
    expect(LIST_DEFAULTS.categories).toEqual(page20);
  });

  it('channels list defaults to limit 20, offset 0, order desc', () => {
    expect(LIST_DEFAULTS.channels).toEqual(page20);
  });

  it('messages list defaults to limit 20, offset 0, order desc', () => {
    expect(LIST_DEFAULTS.messages).toEqual(page20);
  });

  it('system users list defaults to limit 10, offset 0, order desc with q, email, role and status empty', () => {
    expect(LIST_DEFAULTS.sysUsers).toEqual({
      limit: 10,
      offset: 0,
      order: 'desc',
      q: '',
      email: '',
      role: '',
      status: '',
    });
  });

  it('channel suggestions default to limit 5000, page 1, pageSize 100, kinds group and channel, withFull false', () => {
    expect(CHANNEL_SUGGESTION_DEFAULTS).toEqual({
      q: '',
      limit: 5000,
      page: 1,
      pageSize: 100,
      kinds: ['group', 'channel'],
      withFull: false,
    });
  });

  it('the shared defaults cannot be changed by accident', () => {
    expect(Object.isFrozen(LIST_DEFAULTS.tasks)).toBe(true);
    expect(Object.isFrozen(CHANNEL_SUGGESTION_DEFAULTS.kinds)).toBe(true);
  });
});
