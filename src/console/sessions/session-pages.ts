// The public session pages, one chunk the router loads on the first visit to /sessions/*.
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { SessionFrame } from './session-frame';
export { SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
