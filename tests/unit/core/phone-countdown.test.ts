// Spec section 4: the resend countdown belongs to the wizard store, one timer per page, whichever screen shows it.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { phoneLoginStore, resetPhoneLogin } from '../../../src/core/auth/phone-login';
import { sessionStore } from '../../../src/core/auth/session';

const ttl = () => phoneLoginStore.getState().ttlSec;

beforeEach(() => {
  vi.useFakeTimers();
  resetPhoneLogin();
});

afterEach(() => {
  resetPhoneLogin();
  vi.useRealTimers();
});

it('a countdown ticks by one a second with no screen driving it (the console page held no timer)', () => {
  phoneLoginStore.setState({ ttlSec: 3 });
  vi.advanceTimersByTime(1000);
  expect(ttl()).toBe(2);
  vi.advanceTimersByTime(1000);
  expect(ttl()).toBe(1);
});

it('stops at zero and keeps no timer once the countdown is over', () => {
  phoneLoginStore.setState({ ttlSec: 2 });
  vi.advanceTimersByTime(5000);
  expect(ttl()).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});

it('one timer however many times the countdown is set, so it never runs faster', () => {
  phoneLoginStore.setState({ ttlSec: 10 });
  phoneLoginStore.setState({ ttlSec: 10 });
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(3000);
  expect(ttl()).toBe(7);
});

it('reset clears the countdown and its timer', () => {
  phoneLoginStore.setState({ ttlSec: 5 });
  resetPhoneLogin();
  expect(vi.getTimerCount()).toBe(0);
  vi.advanceTimersByTime(3000);
  expect(ttl()).toBe(0);
});

it('the token session ending ends the phone session: authorized false, user empty', () => {
  const user = { uuid: 'u-1', email: 'a@example.com', name: 'A', roles: ['ADMIN' as const] };
  sessionStore.getState().setTokens('access', 'refresh', user);
  phoneLoginStore.setState({ authorized: true, user });
  sessionStore.getState().logout('expired');
  expect([phoneLoginStore.getState().authorized, phoneLoginStore.getState().user]).toEqual([
    false,
    null,
  ]);
});
