// State of the system-user screen: list params and page, the open dialog, the pending confirmation, status and delete calls.

import { useState } from 'react';
import { hasLevel } from '../../core/access';
import type { SysUserStatus } from '../../resources/enums';
import type { SysUser } from '../../resources/schemas';
import { type SysUserParams, sysUsers } from '../../resources/sys-users';
import { useFocusReturn } from '../../ui/use-focus-return';
import { useResourceListParams } from '../../ui/use-resource-list';
import { useResourceMutation } from '../../ui/use-resource-mutation';
import { useSignedInUser } from '../../ui/use-session';
import { textBook } from './messages';
import type { SysUserActionHandlers } from './sys-user-actions';
import type { SysUserFormTarget } from './use-sys-user-form';
import { useMessages } from '../../ui/i18n';

export interface PendingConfirmation {
  kind: 'disable' | 'delete';
  user: SysUser;
}

interface StatusChange {
  user: SysUser;
  status: SysUserStatus;
}

export function useSysUserManager() {
  const text = useMessages(textBook);

  const { params, update, list } = useResourceListParams<SysUser, SysUserParams>(
    sysUsers,
    sysUsers.defaults,
  );
  const me = useSignedInUser();
  const [form, setForm] = useState<SysUserFormTarget | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const focus = useFocusReturn();
  const closeConfirmation = () => {
    setConfirmation(null);
    focus.restore();
  };

  const changeStatus = useResourceMutation<StatusChange, SysUser>({
    resource: sysUsers.name,
    action: 'update',
    mutationFn: ({ user, status }) => sysUsers.update(user.uuid, { status }),
    successTitle: (user) =>
      text(user.status === 'disabled' ? 'toast.disabled' : 'toast.enabled', { name: user.name }),
    failureTitle: text('toast.statusFailed'),
    onSuccess: closeConfirmation,
    onError: closeConfirmation,
  });
  const remove = useResourceMutation<SysUser, void>({
    resource: sysUsers.name,
    action: 'delete',
    mutationFn: (user) => sysUsers.remove(user.uuid),
    changedItem: (_, user) => user,
    successTitle: (_, user) => text('toast.deleted', { name: user.name }),
    failureTitle: text('toast.deleteFailed'),
    onSuccess: closeConfirmation,
    onError: closeConfirmation,
  });

  const actions: SysUserActionHandlers = {
    edit(user, opener) {
      focus.remember(opener);
      setForm({ mode: 'edit', user });
    },
    disable(user, opener) {
      focus.remember(opener);
      setConfirmation({ kind: 'disable', user });
    },
    enable: (user) => changeStatus.mutate({ user, status: 'active' }),
    remove(user, opener) {
      focus.remember(opener);
      setConfirmation({ kind: 'delete', user });
    },
  };

  return {
    params,
    updateParams: update,
    list,
    me,
    /** The server lets only SA create or change SA accounts; the form follows suit. */
    canGrantSa: hasLevel(me, 'sa'),
    form,
    openCreate() {
      focus.remember();
      setForm({ mode: 'create' });
    },
    closeForm() {
      setForm(null);
      focus.restore();
    },
    actions,
    confirmation,
    confirmBusy: changeStatus.isPending || remove.isPending,
    confirm() {
      if (!confirmation) return;
      if (confirmation.kind === 'delete') remove.mutate(confirmation.user);
      else changeStatus.mutate({ user: confirmation.user, status: 'disabled' });
    },
    cancelConfirmation: closeConfirmation,
  };
}
