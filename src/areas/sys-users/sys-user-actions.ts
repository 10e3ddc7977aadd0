// The row and bulk actions of system users: enable, disable and delete (both asked first, neither on your own account).

import type { SysUser } from '../../resources/schemas';
import type { BulkAction, Confirmation, RowAction } from '../../ui/kit';
import type { Locale } from '../../ui/locale';
import { textBook } from './messages.en';

export function sysUserActionsOf(locale: Locale) {
  const text = locale.text(textBook);

  /** Disabling locks the user out: asked from the row menu and from an edit that sets it. */
  const disableConfirmation = (user: SysUser): Confirmation => ({
    title: text('confirm.disableTitle', { name: user.name }),
    body: text('confirm.disableBody', { email: user.email }),
    confirmLabel: text('action.disable'),
    destructive: true,
  });

  const rowActions: readonly RowAction<SysUser>[] = [
    {
      key: 'enable',
      label: text('action.enable'),
      when: (user) => user.status !== 'active',
      change: () => ({ status: 'active' }),
      done: (user) => text('toast.enabled', { name: user.name }),
      failed: () => text('toast.statusFailed'),
    },
    {
      key: 'disable',
      label: text('action.disable'),
      when: (user) => user.status !== 'disabled',
      // The server refuses it too: an admin who disabled themselves could not undo it.
      onOwnRow: 'disable',
      confirm: disableConfirmation,
      change: () => ({ status: 'disabled' }),
      done: (user) => text('toast.disabled', { name: user.name }),
      failed: () => text('toast.statusFailed'),
    },
    {
      key: 'delete',
      label: text('action.delete'),
      onOwnRow: 'disable',
      confirm: (user) => ({
        title: text('confirm.deleteTitle', { name: user.name }),
        body: text('confirm.deleteBody', { email: user.email }),
        confirmLabel: text('action.delete'),
        destructive: true,
      }),
      run: (user, resource) => resource.remove(user.uuid),
      action: 'delete',
      done: (user) => text('toast.deleted', { name: user.name }),
      failed: () => text('toast.deleteFailed'),
    },
  ];
  /**
   * Many at once. The server checks each account as it checks one, so the signed-in user's own
   * account among them is refused and named in the summary, the others go through.
   */
  const bulkActions: readonly BulkAction[] = [
    { key: 'enable', label: text('action.enable'), action: 'update', change: { status: 'active' } },
    {
      key: 'disable',
      label: text('action.disable'),
      action: 'update',
      change: { status: 'disabled' },
      destructive: true,
    },
    { key: 'delete', label: text('action.delete'), action: 'delete', destructive: true },
  ];
  return { rowActions, bulkActions, disableConfirmation };
}
