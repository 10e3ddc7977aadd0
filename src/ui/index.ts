// The shared React building blocks every area is configured from.

export { AccessDenied } from './access-denied';
export { BusyButton, type BusyButtonProps } from './busy-button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DetailDrawer, type DetailDrawerProps } from './detail-drawer';
export {
  type ElementEvents,
  ElementEventsProvider,
  useElementEvents,
} from './element-events';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { errorDetail, errorMessage } from './error-message';
export { ErrorState, type ErrorStateProps } from './error-state';
export { dayToTimestamp, formatDate, formatDateTime, formatNumber } from './format';
export { apiFieldErrors, type FieldErrors, fieldProps, mergeFieldErrors } from './field-error';
export {
  FILTER_DEBOUNCE_MS,
  FilterBar,
  type FilterBarProps,
  type FilterField,
  type FilterOption,
} from './filter-bar';
export {
  chunkFailure,
  type LazyPart,
  LazyPartBoundary,
  type LazyPartBoundaryProps,
  lazyPart,
} from './lazy-part';
export type { ListReply, ListResource, PageAndSort } from './list-resource';
export { type Notification, type Notify, NotifyProvider, useNotify } from './notify';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  type ResourceColumn,
  ResourceTable,
  type ResourceTableProps,
  type RowSelection,
  VIRTUALIZE_ABOVE,
} from './resource-table';
export { labelledOptions, SelectOptions } from './select-options';
export { TranslatorProvider, useLocale, useMessages, useT } from './i18n';
export { type Locale, localeOf } from './locale';
export { ShadowFluentProvider, type ShadowFluentProviderProps } from './shadow-fluent-provider';
export { SignInForm, type SignInFormProps } from './sign-in-form';
export {
  type BadgeLook,
  humanize,
  STATUS_LOOKS,
  StatusBadge,
  type StatusBadgeProps,
  statusLook,
} from './status-badge';
export { StatusPage, type StatusPageProps } from './status-page';
export { DEFAULT_SORT, PAGE_SIZES, pageInfo } from './table-paging';
export { useBoxWidth } from './use-box-width';
export { type FocusReturn, useFocusReturn } from './use-focus-return';
export {
  decodeListParams,
  encodeListParams,
  type ListParamsSource,
  ListParamsSourceProvider,
  useListParamsSource,
} from './list-params-source';
export { type ListParamsState, useListParams } from './use-list-params';
export { type QueryFailure, useListError } from './use-list-error';
export { type ResourceListResult, useResourceList } from './use-resource-list';
export { type ResourceMutationOptions, useResourceMutation } from './use-resource-mutation';
export { useSettledValue } from './use-settled-value';
export { useSession, useSignedInUser } from './use-session';
export { type SignInFormState, useSignInForm } from './use-sign-in-form';
