// Token sign-in, refresh, the signed-in user, and the phone sign-in wizard.
import Type, { type Static } from 'typebox';
import { Email, LoginPassword, Phone, Uuid } from './common';
import { LOGIN_CODE_PATTERN } from '../rules';
import { PermissionCode, RoleCodeSchema } from './sys-users';

/** The user as the session knows it (`auth_user.user`). */
export const AuthUserSchema = Type.Object(
  {
    uuid: Uuid,
    email: Type.String(),
    name: Type.String(),
    roles: Type.Array(RoleCodeSchema),
    permissions: Type.Array(PermissionCode, {
      description: 'The permission codes the roles hold, as of sign-in or the last refresh.',
    }),
  },
  { title: 'AuthUser' },
);
export type AuthUser = Static<typeof AuthUserSchema>;

export const LoginBodySchema = Type.Object(
  { email: Email, password: LoginPassword },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const TokenPairSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
});
export type TokenPair = Static<typeof TokenPairSchema>;

export const LoginReplySchema = Type.Object(
  { ...TokenPairSchema.properties, user: AuthUserSchema },
  { title: 'LoginReply' },
);
export type LoginReply = Static<typeof LoginReplySchema>;

export const RefreshBodySchema = Type.Object(
  { refresh_token: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBodySchema>;

/** Logout revokes the given refresh token's family, or the access token's session. */
export const LogoutBodySchema = Type.Object(
  { refresh_token: Type.Optional(Type.String({ maxLength: 512 })) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBodySchema>;

export const OkReplySchema = Type.Object({ ok: Type.Boolean() });
export type OkReply = Static<typeof OkReplySchema>;

export const PhoneStartBodySchema = Type.Object({ phone: Phone }, { additionalProperties: false });
export type PhoneStartBody = Static<typeof PhoneStartBodySchema>;

export const PhoneStartReplySchema = Type.Object({
  step: Type.Literal('code'),
  ttlSec: Type.Integer({ minimum: 0, description: 'Seconds until a new code may be sent.' }),
});
export type PhoneStartReply = Static<typeof PhoneStartReplySchema>;

export const PhoneVerifyBodySchema = Type.Object(
  { phone: Phone, code: Type.String({ pattern: LOGIN_CODE_PATTERN.source }) },
  { additionalProperties: false },
);
export type PhoneVerifyBody = Static<typeof PhoneVerifyBodySchema>;

export const PhonePasswordBodySchema = Type.Object(
  { phone: Phone, password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PhonePasswordBody = Static<typeof PhonePasswordBodySchema>;

export const PhoneAuthorizedReplySchema = Type.Object(
  { status: Type.Literal('authorized'), ...LoginReplySchema.properties },
  { title: 'PhoneAuthorized' },
);
export type PhoneAuthorizedReply = Static<typeof PhoneAuthorizedReplySchema>;

export const PhonePasswordStepSchema = Type.Object({ step: Type.Literal('password') });

/** After the code: either the password step (two-factor accounts) or signed in. */
export const PhoneVerifyReplySchema = Type.Union([
  PhonePasswordStepSchema,
  PhoneAuthorizedReplySchema,
]);
export type PhoneVerifyReply = Static<typeof PhoneVerifyReplySchema>;

export const PhoneStatusReplySchema = Type.Object(
  {
    authorized: Type.Boolean(),
    user: Type.Union([AuthUserSchema, Type.Null()]),
    lastFetchedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'PhoneStatus' },
);
export type PhoneStatusReply = Static<typeof PhoneStatusReplySchema>;
