// Spec sections 5 and 6: role codes, access levels and the route access check.
import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  canAccess,
  hasLevel,
  ROLE_CODES,
  type RoleCode,
} from '../../../src/core/access';

const userWith = (roles: RoleCode[] | RoleCode | null) => ({ uuid: 'u-1', roles });

describe('roles and levels', () => {
  it('role codes are SA, ADMIN, EDITOR and GUEST', () => {
    expect(ROLE_CODES).toEqual(['SA', 'ADMIN', 'EDITOR', 'GUEST']);
  });

  it('each access level allows its role and every role above it', () => {
    expect(ACCESS_LEVELS).toEqual({
      sa: ['SA'],
      admin: ['SA', 'ADMIN'],
      editor: ['SA', 'ADMIN', 'EDITOR'],
      guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
    });
  });

  it('the admin level admits SA and ADMIN but not EDITOR or GUEST', () => {
    expect(ROLE_CODES.map((role) => hasLevel(userWith([role]), 'admin'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('access check', () => {
  it('a route with a listed role is open only if that role is among the user roles', () => {
    expect(canAccess(['SA', 'ADMIN'], userWith(['EDITOR', 'ADMIN']))).toBe(true);
    expect(canAccess(['SA', 'ADMIN'], userWith(['EDITOR', 'GUEST']))).toBe(false);
  });

  it('the user roles may be a single value', () => {
    expect(canAccess(ACCESS_LEVELS.admin, userWith('ADMIN'))).toBe(true);
    expect(canAccess(ACCESS_LEVELS.admin, userWith('GUEST'))).toBe(false);
  });

  it('a user with no roles is denied on restricted routes', () => {
    expect(canAccess(ACCESS_LEVELS.guest, userWith([]))).toBe(false);
    expect(canAccess(ACCESS_LEVELS.guest, userWith(null))).toBe(false);
    expect(canAccess(ACCESS_LEVELS.guest, { roles: undefined })).toBe(false);
  });

  it('a route without a role list is open to any authenticated user', () => {
    expect(canAccess(undefined, userWith([]))).toBe(true);
    expect(canAccess([], userWith('GUEST'))).toBe(true);
  });

  it('nobody signed in is denied, with or without a role list', () => {
    expect(canAccess(undefined, null)).toBe(false);
    expect(canAccess(ACCESS_LEVELS.admin, undefined)).toBe(false);
  });
});
