// FormDialog: a create or edit form in a dialog, fields from descriptors, one error block, Cancel and Create or Save.
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
import { useRef } from 'react';
import { Dialog } from '../session-layers';
import { BusyButton } from '../busy-button';
import { useFocusFirstInvalid } from '../use-focus-first-invalid';
import type { FieldSpec, FormValues } from './fields';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { kitTextBook } from './kit-messages';
import { useForm } from './use-form';
import { useMessages } from '../i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  editing: boolean;
  /** Title of a refused save; "Could not save" when omitted. */
  failureTitle?: string;
  send(body: Record<string, unknown>): Promise<unknown>;
  onSaved(result: unknown): void;
  onClose(): void;
}

/** Mounted while open, so every opening starts from the record's values. */
export function FormDialog(props: FormDialogProps) {
  const kitText = useMessages(kitTextBook);

  const styles = useStyles();
  const form = useForm(props);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.attention);
  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open && !form.busy) props.onClose();
      }}
    >
      <DialogSurface>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={styles.form}>
              {props.fields.map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  values={form.values}
                  error={form.errors[field.name]}
                  onChange={form.set}
                />
              ))}
              <FormError error={form.failure} title={props.failureTitle ?? kitText('saveFailed')} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={form.busy} onClick={props.onClose}>
                {kitText('cancel')}
              </Button>
              <BusyButton busy={form.busy} type="submit">
                {props.editing ? kitText('save') : kitText('create')}
              </BusyButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
