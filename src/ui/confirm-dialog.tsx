// ConfirmDialog: asks before a destructive action (alert dialog, Cancel first, the confirm button in danger colours).

import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from './session-layers';
import type { ReactNode } from 'react';

import { BusyButton } from './busy-button';
import { useT } from './i18n';

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerForeground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerForeground3,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Deleting, disabling: the confirm button says so by its colour. */
  destructive?: boolean;
  /** The action runs: the confirm button waits, the dialog stays. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useT();

  const styles = useStyles();
  return (
    <Dialog
      open={props.open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !props.busy) props.onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={props.busy} onClick={props.onCancel}>
              {props.cancelLabel ?? t('dialog.cancel')}
            </Button>
            <BusyButton
              busy={props.busy ?? false}
              className={props.destructive ? styles.danger : undefined}
              // Restyling primary buttons must not turn a red "Delete" into the brand colour.
              data-bo-part={props.destructive ? 'button-danger' : undefined}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </BusyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
