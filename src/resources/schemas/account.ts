// The signed-in user with permissions, and the account pages: sign up, forgot and reset password.
import Type, { type Static } from 'typebox';
import { SYS_USER_STATUSES } from '../enums';
import { AuthUserSchema } from './auth';
import { Email, Password, PersonName } from './common';

/** `GET /sys/me`: who is signed in, their roles and what those roles allow now. */
export const MeSchema = Type.Object(
  { ...AuthUserSchema.properties, status: Type.Enum(SYS_USER_STATUSES) },
  { title: 'Me' },
);
export type Me = Static<typeof MeSchema>;

export const SignupBodySchema = Type.Object(
  { name: PersonName, email: Email, password: Password },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBodySchema>;

export const SignupReplySchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String(),
    status: Type.Literal('pending', {
      description: 'An administrator activates the account in System users.',
    }),
  },
  { title: 'SignupReply' },
);
export type SignupReply = Static<typeof SignupReplySchema>;

export const ForgotPasswordBodySchema = Type.Object(
  { email: Email },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

export const ForgotPasswordReplySchema = Type.Object(
  { message: Type.String() },
  { title: 'ForgotPasswordReply' },
);
export type ForgotPasswordReply = Static<typeof ForgotPasswordReplySchema>;

export const ResetPasswordBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 512 }), password: Password },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
