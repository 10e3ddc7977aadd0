// The create/edit dialog of a system user: fields with per-field messages, server refusals above the form, disable confirmed first.

import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../ui/session-layers';
import { useRef } from 'react';
import { SYS_USER_STATUSES, type SysUserStatus } from '../../resources/enums';
import { BusyButton } from '../../ui/busy-button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fieldProps } from '../../ui/field-error';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import { textBook } from './messages';
import { SysUserRolesField } from './sys-user-roles-field';
import { PASSWORD_RULES } from '../../resources/rules';
import { type SysUserFormTarget, useSysUserForm } from './use-sys-user-form';
import { labelledOptions, SelectOptions } from '../../ui/select-options';
import { useLocale, useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(520px, calc(100vw - 32px))' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface SysUserFormDialogProps {
  target: SysUserFormTarget;
  canGrantSa: boolean;
  onClose(): void;
}

export function SysUserFormDialog(props: SysUserFormDialogProps) {
  const { statusLabel } = useLocale();
  const text = useMessages(textBook);

  const { target, canGrantSa, onClose } = props;
  const styles = useStyles();
  const form = useSysUserForm(target, onClose);
  const { draft, errors, busy } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const editing = target.mode === 'edit' ? target.user : null;
  const lockedSa = !canGrantSa && (editing?.roles.includes('SA') ?? false);

  useFocusFirstInvalid(formRef, form.invalidSubmits);

  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          <DialogBody>
            <DialogTitle>
              {editing ? text('form.editTitle', { name: editing.name }) : text('form.createTitle')}
            </DialogTitle>
            <DialogContent className={styles.fields}>
              {form.formError ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{form.formError}</MessageBarBody>
                </MessageBar>
              ) : null}
              {lockedSa ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{text('form.saOnly')}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={text('form.name')} required {...fieldProps(errors.name)}>
                <Input
                  value={draft.name}
                  autoComplete="off"
                  onChange={(_, data) => form.change('name', data.value)}
                />
              </Field>
              <Field label={text('form.email')} required={!editing} {...fieldProps(errors.email)}>
                <Input
                  type="email"
                  value={draft.email}
                  readOnly={Boolean(editing)}
                  autoComplete="off"
                  onChange={(_, data) => form.change('email', data.value)}
                />
              </Field>
              {editing ? null : (
                <Field
                  label={text('form.password')}
                  required
                  hint={text('form.passwordHint', { min: PASSWORD_RULES.minLength })}
                  {...fieldProps(errors.password)}
                >
                  <Input
                    type="password"
                    value={draft.password}
                    autoComplete="new-password"
                    onChange={(_, data) => form.change('password', data.value)}
                  />
                </Field>
              )}
              <SysUserRolesField
                roles={draft.roles}
                canGrantSa={canGrantSa}
                error={errors.roles}
                onChange={(roles) => form.change('roles', roles)}
              />
              <Field label={text('form.status')} {...fieldProps(errors.status)}>
                <Select
                  value={draft.status}
                  onChange={(_, data) => form.change('status', data.value as SysUserStatus)}
                >
                  <SelectOptions options={labelledOptions(SYS_USER_STATUSES, statusLabel)} />
                </Select>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {text('form.cancel')}
              </Button>
              <BusyButton type="submit" busy={busy}>
                {editing ? text('form.save') : text('form.create')}
              </BusyButton>
            </DialogActions>
          </DialogBody>
        </form>
        {editing ? (
          <ConfirmDialog
            open={form.confirmingDisable}
            destructive
            busy={busy}
            title={text('confirm.disableTitle', { name: editing.name })}
            body={text('confirm.disableBody', { email: editing.email })}
            confirmLabel={text('action.disable')}
            onConfirm={form.confirmDisable}
            onCancel={form.cancelDisable}
          />
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
