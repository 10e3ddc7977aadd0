// The extras for media, phone sign-in and area access on their own: each with the provider's method, and each fallback without it.
import { describe, expect, it } from 'vitest';
import { pageBackend } from '../../../src/core/providers/backend';
import type { AuthProvider } from '../../../src/core/providers/data-provider';
import type { MediaItemRef } from '../../../src/core/providers/extras';
import { acquireMediaSource } from '../../../src/core/providers/media-sources';
import { offersPhoneSignIn } from '../../../src/core/providers/phone-offers';
import { backendFor } from '../../../src/core/providers/own-backend';
import { phoneWizardOn } from '../../../src/core/providers/provider-phone';
import { sessionStoreOf } from '../../../src/core/providers/sessions';
import { pagePhoneWizard } from '../../../src/core/auth/phone-login';
import { memoryProvider } from './support/memory-provider';

const photo = (url: string): MediaItemRef => ({ type: 'photo', url, width: 4, height: 3 });
/** An item's address as a view holding it sees it (held for the test's life). */
const mediaSourceOf = (...item: Parameters<typeof acquireMediaSource>) =>
  acquireMediaSource(...item).source;

function authProvider(extra: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 'staff-9', fullName: 'Pat Phone', email: 'pat@x.example' }),
    getPermissions: async () => ['ADMIN'],
    ...extra,
  };
}

describe('media', () => {
  it("the reference API's media path is read at the base it came from", async () => {
    const own = backendFor({ apiBase: 'https://other.example/api/v1' });
    expect(await mediaSourceOf(own, 'm1', 0, photo('/api/v1/media/a.png'))).toBe(
      'https://other.example/api/v1/media/a.png',
    );
    expect(await mediaSourceOf(pageBackend, 'm1', 0, photo('/api/v1/media/a.png'))).toBe(
      new URL('/api/v1/media/a.png', location.href).href,
    );
  });

  it("without getMedia: the record's absolute URL, else no preview (null)", async () => {
    const backend = backendFor({ dataProvider: memoryProvider([]).provider });
    expect(await mediaSourceOf(backend, 'm1', 0, photo('https://cdn.example/a.png'))).toBe(
      'https://cdn.example/a.png',
    );
    expect(await mediaSourceOf(backend, 'm1', 1, photo('files/b.png'))).toBeNull();
    expect(await mediaSourceOf(backend, 'm1', 2, photo('javascript:alert(1)'))).toBeNull();
  });

  it("getMedia's URL or Blob is used; when it fails, the record's absolute URL or nothing", async () => {
    const asked: unknown[] = [];
    const blob = new Blob(['png'], { type: 'image/png' });
    const provider = {
      ...memoryProvider([]).provider,
      async getMedia(params: { id: string; index: number; media: MediaItemRef }) {
        asked.push(params);
        if (params.media.url === 'signed') return { data: 'https://signed.example/x?sig=1' };
        if (params.media.url === 'blob') return { data: blob };
        throw Object.assign(new Error('Unauthorized'), { status: 401 });
      },
    };
    const seen: unknown[] = [];
    const backend = backendFor({
      dataProvider: provider,
      authProvider: authProvider({ checkError: async (error) => void seen.push(error) }),
    });
    expect(await mediaSourceOf(backend, 'm2', 0, photo('signed'))).toBe(
      'https://signed.example/x?sig=1',
    );
    expect(asked[0]).toEqual({ id: 'm2', index: 0, media: photo('signed') });
    expect(await mediaSourceOf(backend, 'm2', 1, photo('blob'))).toMatch(/^blob:/);
    expect(await mediaSourceOf(backend, 'm2', 2, photo('https://cdn.example/c.png'))).toBe(
      'https://cdn.example/c.png',
    );
    expect(await mediaSourceOf(backend, 'm2', 3, photo('private/d.png'))).toBeNull();
    // The refusals went through the auth provider's checkError, as any provider call's do.
    expect(seen).toHaveLength(2);
    // Asked once per item: the row and the drawer share the answer.
    const count = asked.length;
    await mediaSourceOf(backend, 'm2', 0, photo('signed'));
    expect(asked).toHaveLength(count);
  });
});

describe('phone sign-in', () => {
  it('is offered by the token client on the page, and by an auth provider with both extras', () => {
    const plain = backendFor({ authProvider: authProvider() });
    const half = backendFor({ authProvider: authProvider({ requestPhoneCode: async () => ({}) }) });
    const both = backendFor({
      authProvider: authProvider({
        requestPhoneCode: async () => ({}),
        loginWithPhone: async () => ({}),
      }),
    });
    expect(offersPhoneSignIn(pageBackend)).toBe(true);
    expect(offersPhoneSignIn(plain)).toBe(false);
    expect(offersPhoneSignIn(half)).toBe(false);
    expect(offersPhoneSignIn(both)).toBe(true);
    expect(offersPhoneSignIn(backendFor({ apiBase: 'https://b.example/api/v1' }))).toBe(false);
    expect(phoneWizardOn(plain)).toBe(pagePhoneWizard);
    expect(phoneWizardOn(both)).not.toBe(pagePhoneWizard);
  });

  it("runs code and password through the provider and signs in that back end's session", async () => {
    const calls: unknown[] = [];
    const auth = authProvider({
      requestPhoneCode: async (params: unknown) => {
        calls.push(['code', params]);
        return { ttlSec: 30 };
      },
      loginWithPhone: async (params: { code?: string; password?: string }) => {
        calls.push(['login', params]);
        if (params.code === '0000') throw new Error('Code is incorrect.');
        return params.code ? { step: 'password' } : { step: 'done' };
      },
    });
    const backend = backendFor({ authProvider: auth });
    const wizard = phoneWizardOn(backend);
    await wizard.start(' +15550000009 ');
    expect(wizard.store.getState()).toMatchObject({ step: 'code', ttlSec: 30, error: null });
    await wizard.verify('0000');
    expect(wizard.store.getState()).toMatchObject({ step: 'code', error: 'Code is incorrect.' });
    await wizard.verify('123456');
    expect(wizard.store.getState().step).toBe('password');
    await wizard.password('second factor');
    expect(calls).toEqual([
      ['code', { phone: '+15550000009' }],
      ['login', { phone: '+15550000009', code: '0000' }],
      ['login', { phone: '+15550000009', code: '123456' }],
      ['login', { phone: '+15550000009', password: 'second factor' }],
    ]);
    expect(sessionStoreOf(backend).getState()).toMatchObject({
      isAuthenticated: true,
      user: { uuid: 'staff-9', name: 'Pat Phone', roles: ['ADMIN'] },
    });
    // The page's wizard and the phone it remembers are untouched.
    expect(pagePhoneWizard.store.getState().phone).not.toBe('+15550000009');
    wizard.reset();
  });
});

describe('area access', () => {
  it("asks canAccess for each area's list; the denied ones come back by key and tag", async () => {
    const { deniedAreas, areaResource } = await import('../../../src/areas/area-verdicts');
    const asked: { resource: string; action: string }[] = [];
    const backend = backendFor({
      authProvider: authProvider({
        canAccess: async (params) => {
          asked.push(params);
          if (params.resource === 'orders') throw new Error('offline');
          return !['channels', 'sys/users'].includes(params.resource);
        },
      }),
    });
    const denied = await deniedAreas(backend, 'u-1');
    expect([...denied].sort()).toEqual(
      [
        'channels',
        'bo-channel-table',
        'sysUsers',
        'bo-sys-user-manager',
        'orders',
        'bo-order-list',
      ].sort(),
    );
    expect(asked).toContainEqual({ resource: 'tasks', action: 'list' });
    expect(asked).toContainEqual({ resource: 'sys/users', action: 'list' });
    expect(asked).toContainEqual({ resource: 'dashboard', action: 'list' });
    expect(areaResource({ key: 'permissions', permission: null })).toBe('permissions');
    // Once per back end and user.
    await deniedAreas(backend, 'u-1');
    expect(asked.filter((one) => one.resource === 'tasks')).toHaveLength(1);
  });
});
