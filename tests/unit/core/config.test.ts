// Page-wide settings: API base on the page origin, configurable time-out, change notifications.
import { afterEach, expect, it } from 'vitest';
import { configure, getConfig, subscribeConfig } from '../../../src/core/config';

afterEach(() => configure({ apiBase: '/api/v1', timeoutMs: 10_000 }));

it('the API base defaults to /api/v1 on the page origin', () => {
  expect(getConfig()).toEqual({ apiBase: `${location.origin}/api/v1`, timeoutMs: 10_000 });
});

it('a page can point the API elsewhere and shorten the time-out', () => {
  configure({ apiBase: 'https://api.example.com/api/v1/', timeoutMs: 2_500 });
  expect(getConfig()).toEqual({ apiBase: 'https://api.example.com/api/v1', timeoutMs: 2_500 });
});

it('empty or invalid settings keep the current ones', () => {
  configure({ apiBase: '  ', timeoutMs: -1 });
  expect(getConfig()).toEqual({ apiBase: `${location.origin}/api/v1`, timeoutMs: 10_000 });
});

it('subscribers hear each change once and stop hearing after unsubscribing', () => {
  const heard: string[] = [];
  const unsubscribe = subscribeConfig((config) => heard.push(config.apiBase));
  configure({ apiBase: '/backoffice/api/v1' });
  configure({ apiBase: '/backoffice/api/v1' });
  unsubscribe();
  configure({ apiBase: '/other/api/v1' });
  expect(heard).toEqual([`${location.origin}/backoffice/api/v1`]);
});
