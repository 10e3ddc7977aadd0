// The sign-in return path: only paths of this console, never another origin in any spelling.
import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPathFor } from '../../../src/console/safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/task?status=open', '/task?status=open'],
    ['/sys/user', '/sys/user'],
    ['/channel?enabled=true&offset=20', '/channel?enabled=true&offset=20'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    'evil.example',
    '/\tevil',
    '',
    null,
    undefined,
  ])('sends %s to the dashboard', (raw) => {
    expect(safeRedirect(raw)).toBe('/dashboard');
  });

  it('does not return to the sign-in page itself', () => {
    expect(safeRedirect('/sessions/signin?redirect=/task')).toBe('/dashboard');
    // The router opens it in any letter case and with a trailing slash.
    expect(safeRedirect('/Sessions/SignIn?redirect=/task')).toBe('/dashboard');
    expect(safeRedirect('/SESSIONS/signin/')).toBe('/dashboard');
  });

  it('builds the sign-in address with the path and its query encoded', () => {
    expect(signInPathFor('/task?status=open')).toBe(
      '/sessions/signin?redirect=%2Ftask%3Fstatus%3Dopen',
    );
  });
});
