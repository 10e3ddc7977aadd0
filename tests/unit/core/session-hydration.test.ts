// The stores read the browser's storage when they load.
import { expect, it, vi } from 'vitest';

const sam = { uuid: 'u-1', email: 'sa@example.com', name: 'Sam', roles: ['SA'] };

it('the session hydrates from auth_user at load, without announcing a change', async () => {
  vi.resetModules();
  localStorage.setItem(
    'auth_user',
    JSON.stringify({ accessToken: 'saved-access', refreshToken: 'saved-refresh', user: sam }),
  );
  const announced: string[] = [];
  document.addEventListener('bo-signed-in', (event) => announced.push(event.type));
  const { sessionStore } = await import('../../../src/core/auth/session');
  const { accessToken, refreshToken, user, isAuthenticated } = sessionStore.getState();
  expect({ accessToken, refreshToken, user, isAuthenticated }).toEqual({
    accessToken: 'saved-access',
    refreshToken: 'saved-refresh',
    user: sam,
    isAuthenticated: true,
  });
  expect(announced).toEqual([]);
});

it('a malformed auth_user counts as signed out', async () => {
  vi.resetModules();
  localStorage.setItem('auth_user', '{not json');
  const { sessionStore } = await import('../../../src/core/auth/session');
  expect(sessionStore.getState().isAuthenticated).toBe(false);
});

it('the phone wizard starts with the phone remembered under auth_phone', async () => {
  vi.resetModules();
  localStorage.setItem('auth_phone', '+15550000001');
  const { phoneLoginStore } = await import('../../../src/core/auth/phone-login');
  expect(phoneLoginStore.getState().phone).toBe('+15550000001');
});
