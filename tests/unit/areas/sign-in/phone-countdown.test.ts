// The resend countdown driver: one tick per second while ttlSec > 0, shared by every sign-in element.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { holdCountdown } from '../../../../src/areas/sign-in/phone-countdown';
import { phoneLoginStore, resetPhoneLogin } from '../../../../src/core/auth/phone-login';

const ttl = () => phoneLoginStore.getState().ttlSec;

beforeEach(() => {
  vi.useFakeTimers();
  resetPhoneLogin();
});

afterEach(() => {
  vi.useRealTimers();
});

it('while held, each second lowers ttlSec by one', () => {
  const release = holdCountdown();
  phoneLoginStore.setState({ ttlSec: 3 });
  vi.advanceTimersByTime(1000);
  expect(ttl()).toBe(2);
  vi.advanceTimersByTime(1000);
  expect(ttl()).toBe(1);
  release();
});

it('stops at zero and keeps no timer once the countdown is over', () => {
  const release = holdCountdown();
  phoneLoginStore.setState({ ttlSec: 2 });
  vi.advanceTimersByTime(5000);
  expect(ttl()).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
  release();
});

it('two holders (two elements) share one interval, so the countdown is not twice as fast', () => {
  const first = holdCountdown();
  const second = holdCountdown();
  phoneLoginStore.setState({ ttlSec: 10 });
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(3000);
  expect(ttl()).toBe(7);
  first();
  vi.advanceTimersByTime(1000);
  expect(ttl()).toBe(6);
  second();
});

it('a countdown already running when the first holder arrives starts at once', () => {
  phoneLoginStore.setState({ ttlSec: 5 });
  const release = holdCountdown();
  vi.advanceTimersByTime(1000);
  expect(ttl()).toBe(4);
  release();
});

it('after the last release the countdown pauses', () => {
  const release = holdCountdown();
  phoneLoginStore.setState({ ttlSec: 5 });
  release();
  release();
  vi.advanceTimersByTime(3000);
  expect(ttl()).toBe(5);
  expect(vi.getTimerCount()).toBe(0);
});
