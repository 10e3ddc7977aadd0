// The "New task" dialog (loaded lazily): title, description, priority, assignee, due date; messages per field.
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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../ui/session-layers';
import { TASK_PRIORITIES } from '../../resources/enums';
import { BusyButton } from '../../ui/busy-button';
import { fieldProps } from '../../ui/field-error';
import { taskCreateBook } from './task-create.en';
import { type TaskPrefill, useTaskCreateForm } from './use-task-create-form';
import type { Lookup } from '../../ui/kit/use-lookup';
import { labelledOptions, SelectOptions } from '../../ui/select-options';
import { useLocale, useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

export interface TaskCreateDialogProps {
  /** The system users a task may be assigned to. */
  directory: Lookup<unknown>;
  onClose(): void;
  /** Values another area fills in (a task about a message). */
  prefill?: TaskPrefill;
}

export function TaskCreateDialog({ directory, onClose, prefill }: TaskCreateDialogProps) {
  const { statusLabel } = useLocale();
  const text = useMessages(taskCreateBook);

  const styles = useStyles();
  const form = useTaskCreateForm(onClose, prefill);
  const { draft, errors } = form;
  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open && !form.busy) onClose();
      }}
    >
      <DialogSurface>
        <form noValidate onSubmit={form.submit} aria-busy={form.busy}>
          <DialogBody>
            <DialogTitle>{text('create.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {form.formError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{form.formError}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={text('create.titleField')} required {...fieldProps(errors.title)}>
                <Input value={draft.title} onChange={(_, data) => form.set('title', data.value)} />
              </Field>
              <Field label={text('create.description')} {...fieldProps(errors.description)}>
                <Textarea
                  value={draft.description}
                  resize="vertical"
                  onChange={(_, data) => form.set('description', data.value)}
                />
              </Field>
              <div className={styles.pair}>
                <Field label={text('create.priority')} {...fieldProps(errors.priority)}>
                  <Select
                    value={draft.priority}
                    onChange={(_, data) => form.setPriority(data.value)}
                  >
                    <SelectOptions options={labelledOptions(TASK_PRIORITIES, statusLabel)} />
                  </Select>
                </Field>
                <Field label={text('create.due')} {...fieldProps(errors.due)}>
                  <Input
                    type="date"
                    value={draft.due}
                    onChange={(_, data) => form.set('due', data.value)}
                  />
                </Field>
              </div>
              <Field label={text('create.assignee')} {...fieldProps(errors.assignee)}>
                <Select
                  value={draft.assignee}
                  onChange={(_, data) => form.set('assignee', data.value)}
                >
                  <option value="">{text('unassigned')}</option>
                  <SelectOptions options={directory.options} />
                </Select>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={form.busy}>
                {text('create.cancel')}
              </Button>
              <BusyButton type="submit" busy={form.busy}>
                {text('create.submit')}
              </BusyButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
