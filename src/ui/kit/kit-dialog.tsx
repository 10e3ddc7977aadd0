// KitDialog: the frame of the kit's dialogs: a title, the content in one column, the actions; no closing while it is busy.
import {
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog } from '../session-layers';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface KitDialogProps {
  /** Open unless told; a dialog mounted only while open leaves it out. */
  open?: boolean;
  title: ReactNode;
  /** A save is under way: Escape and the backdrop do not close it. */
  busy?: boolean;
  onClose(): void;
  actions: ReactNode;
  /** The body is a form with this submit (Enter in a field sends it). */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
  /** Inside the surface, after the body (a question asked before a save). */
  after?: ReactNode;
}

export function KitDialog(props: KitDialogProps) {
  const styles = useStyles();
  const body = (
    <DialogBody>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent className={styles.content}>{props.children}</DialogContent>
      <DialogActions>{props.actions}</DialogActions>
    </DialogBody>
  );
  return (
    <Dialog
      open={props.open ?? true}
      onOpenChange={(_, data) => {
        if (!data.open && !props.busy) props.onClose();
      }}
    >
      <DialogSurface>
        {props.onSubmit ? (
          <form ref={props.formRef} noValidate aria-busy={props.busy} onSubmit={props.onSubmit}>
            {body}
          </form>
        ) : (
          body
        )}
        {props.after}
      </DialogSurface>
    </Dialog>
  );
}
