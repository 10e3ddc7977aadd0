// Form validation helpers: server field errors (ApiError.fields) and client checks shown on Fluent Fields.

import type { FieldProps } from '@fluentui/react-components';
import { isApiError } from '../core/api/errors';

export type FieldErrors = Record<string, string>;

/** Per-field messages the server sent with a validation failure; empty for any other error. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.fields ? { ...error.fields } : {};
}

/**
 * The server's messages per form field: a path into a list (`roles.0`) belongs to its field
 * (`roles`), the first message of a field wins, and each reads as a sentence ("Already exists").
 */
export function formFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(apiFieldErrors(error))) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return errors;
}

/** Props for a Fluent Field: an error state with its message, or nothing when the field is valid. */
export function fieldProps(
  message: string | undefined,
): Pick<FieldProps, 'validationState' | 'validationMessage'> {
  return message ? { validationState: 'error', validationMessage: message } : {};
}

/** Client checks take precedence (they are current); server messages fill in the rest. */
export function mergeFieldErrors(client: FieldErrors, serverError: unknown): FieldErrors {
  return { ...apiFieldErrors(serverError), ...client };
}
