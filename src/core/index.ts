// The framework-free core shared by every element (package export `./core`).
export * from './access';
export {
  type ApexChartsChart,
  type ApexChartsConstructor,
  type ApexChartsModule,
  type ApexChartsSource,
  registerApexCharts,
} from './apex-charts';
export { api, refreshSession, type ApiOptions, type HttpMethod } from './api/client';
export {
  API_ERROR_KINDS,
  ApiError,
  type ApiErrorKind,
  isApiError,
  isRetryable,
} from './api/errors';
export * from './auth/phone-login';
export { type SessionState, type SessionUser, sessionStore } from './auth/session';
export { signIn, signOut, type SignInReply } from './auth/sign-in';
export * from './config';
export * from './constants';
export * from './events';
export {
  availableLanguages,
  type Catalog,
  registerLanguage,
  registerMessages,
} from './i18n';
export * from './lists/list-cache';
export type * from './providers/data-provider';
export type {
  AuthProviderExtras,
  BulkItemResult,
  BulkParams,
  CsvBody,
  DataProviderExtras,
  MediaItemRef,
  MediaSource,
  PhoneAuthProvider,
} from './providers/extras';
export * from './query/client';
