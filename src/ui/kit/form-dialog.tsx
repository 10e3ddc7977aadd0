// FormDialog: a create or edit form in a dialog, fields from descriptors, a note, one error block, Cancel and Create or Save, a save confirmed first.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useRef } from 'react';
import { BusyButton } from '../busy-button';
import { ConfirmDialog } from '../confirm-dialog';
import { useFocusFirstInvalid } from '../use-focus-first-invalid';
import type { Confirmation } from './area-config';
import { type FieldSpec, type FormValues, fieldsFor } from './fields';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { KitDialog } from './kit-dialog';
import { kitWorkBook } from './kit-work-messages';
import { useForm } from './use-form';
import { useMessages } from '../i18n';

const useStyles = makeStyles({
  beside: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** The fields in rows: one a row, or side by side where a field says `beside`. */
function rowsOf(fields: readonly FieldSpec[]): FieldSpec[][] {
  const rows: FieldSpec[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.beside && last) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

export interface FormDialogProps {
  title: string;
  /** Every field of the form; create-only and read-only-on-edit ones follow `editing`. */
  fields: readonly FieldSpec[];
  initial: FormValues;
  editing: boolean;
  /** The submit button's text ("Create user"); the kit's Create or Save when omitted. */
  submitLabel?: string;
  /** A warning above the fields, e.g. what this reader may not change here. */
  note?: string;
  /** Title of a refused save; "Could not save" when omitted. */
  failureTitle?: string;
  /** A question to ask before the body is sent, when the change calls for one. */
  confirm?(body: Record<string, unknown>): Confirmation | undefined;
  send(body: Record<string, unknown>): Promise<unknown>;
  onSaved(result: unknown): void;
  /** Cancelled, or an edit that changed nothing. */
  onClose(): void;
}

/** Mounted while open, so every opening starts from the record's values. */
export function FormDialog(props: FormDialogProps) {
  const kitText = useMessages(kitWorkBook);

  const styles = useStyles();
  const fields = useMemo(
    () => fieldsFor(props.fields, props.editing),
    [props.fields, props.editing],
  );
  const form = useForm({ ...props, fields, onUnchanged: props.onClose });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.attention);
  const field = (spec: FieldSpec) => (
    <FormField
      key={spec.name}
      field={spec}
      values={form.values}
      error={form.errors[spec.name]}
      onChange={form.set}
    />
  );
  return (
    <KitDialog
      title={props.title}
      busy={form.busy}
      onClose={props.onClose}
      formRef={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      actions={
        <>
          <Button appearance="secondary" disabled={form.busy} onClick={props.onClose}>
            {kitText('cancel')}
          </Button>
          <BusyButton busy={form.busy} type="submit">
            {props.submitLabel ?? (props.editing ? kitText('save') : kitText('create'))}
          </BusyButton>
        </>
      }
      after={
        <ConfirmDialog
          open={form.asking !== null}
          title={form.asking?.title ?? ''}
          body={form.asking?.body ?? ''}
          confirmLabel={form.asking?.confirmLabel ?? ''}
          destructive={form.asking?.destructive}
          busy={form.busy}
          onConfirm={form.confirmSave}
          onCancel={form.cancelSave}
        />
      }
    >
      {props.note ? (
        <MessageBar intent="warning">
          <MessageBarBody>{props.note}</MessageBarBody>
        </MessageBar>
      ) : null}
      {rowsOf(fields).map((row) =>
        row.length === 1 ? (
          field(row[0]!)
        ) : (
          <div key={row[0]!.name} className={styles.beside}>
            {row.map(field)}
          </div>
        ),
      )}
      <FormError error={form.failure} title={props.failureTitle ?? kitText('saveFailed')} />
    </KitDialog>
  );
}
