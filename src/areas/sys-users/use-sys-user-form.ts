// State of the create/edit dialog: the draft, client checks after the first submit, server errors per field, the save calls.

import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../core/api/errors';
import { sysUsers } from '../../resources/sys-users';
import type { SysUser, SysUserPatch } from '../../resources/schemas';
import { errorMessage } from '../../ui/error-message';
import { apiFieldErrors, type FieldErrors } from '../../ui/field-error';
import { useResourceMutation } from '../../ui/use-resource-mutation';
import { textBook } from './messages';
import {
  createBody,
  draftOf,
  EMPTY_DRAFT,
  editPatch,
  type FormMode,
  formFieldErrors,
  type SysUserDraft,
  validateDraft,
} from './sys-user-draft';
import { useMessages, useLocale } from '../../ui/i18n';

export type SysUserFormTarget = { mode: 'create' } | { mode: 'edit'; user: SysUser };

const FORM_FIELDS: Readonly<Record<FormMode, readonly string[]>> = {
  create: ['name', 'email', 'password', 'roles', 'status'],
  edit: ['name', 'roles', 'status'],
};

export interface SysUserFormState {
  mode: FormMode;
  draft: SysUserDraft;
  errors: FieldErrors;
  /** A failure that belongs to no single field (403, 409, network). */
  formError: string | null;
  busy: boolean;
  /** The edit disables the account: waiting for the user to confirm. */
  confirmingDisable: boolean;
  change<K extends keyof SysUserDraft>(field: K, value: SysUserDraft[K]): void;
  submit(): void;
  confirmDisable(): void;
  cancelDisable(): void;
  /** Bumped on every submit that found problems, so the view can focus the first one. */
  invalidSubmits: number;
}

export function useSysUserForm(target: SysUserFormTarget, onDone: () => void): SysUserFormState {
  const locale = useLocale();
  const text = useMessages(textBook);

  const { mode } = target;
  const user = target.mode === 'edit' ? target.user : null;
  const [draft, setDraft] = useState<SysUserDraft>(() =>
    user ? draftOf(user) : { ...EMPTY_DRAFT },
  );
  const [submitted, setSubmitted] = useState(false);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  /** Field messages go next to their fields; anything else (or a refusal that is not about the input) above the form. */
  const showServerError = (error: unknown) => {
    const fields = formFieldErrors(apiFieldErrors(error));
    const known = Object.fromEntries(
      Object.entries(fields).filter(([field]) => FORM_FIELDS[mode].includes(field)),
    );
    setServerErrors(known);
    const allOnFields =
      isApiError(error) &&
      error.code === 'VALIDATION_ERROR' &&
      Object.keys(known).length > 0 &&
      Object.keys(known).length === Object.keys(fields).length;
    setFormError(allOnFields ? null : errorMessage(locale, error));
    setConfirmingDisable(false);
  };

  const create = useResourceMutation<SysUserDraft, SysUser>({
    resource: sysUsers.name,
    action: 'create',
    mutationFn: (values) => sysUsers.create(createBody(values)),
    successTitle: (created) => text('toast.created', { name: created.name }),
    notifyFailure: false,
    onSuccess: () => onDoneRef.current(),
    onError: showServerError,
  });
  const update = useResourceMutation<SysUserPatch, SysUser>({
    resource: sysUsers.name,
    action: 'update',
    mutationFn: (patch) => sysUsers.update(user?.uuid ?? '', patch),
    successTitle: (updated) => text('toast.updated', { name: updated.name }),
    notifyFailure: false,
    onSuccess: () => onDoneRef.current(),
    onError: showServerError,
  });

  const clientErrors = submitted ? validateDraft(locale, draft, mode) : {};

  return {
    mode,
    draft,
    errors: { ...serverErrors, ...clientErrors },
    formError,
    busy: create.isPending || update.isPending,
    confirmingDisable,
    invalidSubmits,
    change(field, value) {
      setDraft((current) => ({ ...current, [field]: value }));
      // The server's verdict was about the old value.
      setServerErrors(({ [field]: _old, ...rest }) => rest);
    },
    submit() {
      if (create.isPending || update.isPending) return;
      setSubmitted(true);
      setFormError(null);
      if (Object.keys(validateDraft(locale, draft, mode)).length > 0) {
        setInvalidSubmits((count) => count + 1);
        return;
      }
      if (!user) {
        create.mutate(draft);
        return;
      }
      const patch = editPatch(user, draft);
      if (Object.keys(patch).length === 0) onDoneRef.current();
      else if (patch.status === 'disabled') setConfirmingDisable(true);
      else update.mutate(patch);
    },
    confirmDisable() {
      if (user) update.mutate(editPatch(user, draft));
    },
    cancelDisable: () => setConfirmingDisable(false),
  };
}
