// The edit dialog of one channel: its purpose and its category; the form keeps its values when saving fails.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { channels } from '../../resources/channels';
import { CHANNEL_PURPOSES, type ChannelPurpose } from '../../resources/enums';
import type { Channel, ChannelPatch } from '../../resources/schemas';
import { errorMessage, type FilterOption, useResourceMutation } from '../../ui';
import { BusyButton } from '../../ui/busy-button';
import { purposeLabel } from './channel-format';
import { channelTextBook } from './messages.en';
import { labelledOptions, SelectOptions } from '../../ui/select-options';
import { useLocale, useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ChannelEditDialogProps {
  /** The channel being edited; null keeps the dialog closed. */
  channel: Channel | null;
  categoryOptions: readonly FilterOption[];
  /** Names the channel's current category even before (or without) the options. */
  categoryName(uuid: string | null): string;
  onClose(): void;
}

function isPurpose(value: string): value is ChannelPurpose {
  return (CHANNEL_PURPOSES as readonly string[]).includes(value);
}

/** The form itself, mounted per channel so its fields start from that channel's values. */
function ChannelEditForm(props: { channel: Channel } & Omit<ChannelEditDialogProps, 'channel'>) {
  const channelText = useMessages(channelTextBook);
  const locale = useLocale();

  const { channel, onClose } = props;
  const styles = useStyles();
  const [purpose, setPurpose] = useState<ChannelPurpose>(channel.purpose);
  const [categoryUuid, setCategoryUuid] = useState(channel.category_uuid ?? '');
  const save = useResourceMutation<ChannelPatch, Channel>({
    resource: channels.name,
    action: 'update',
    mutationFn: (patch) => channels.update(channel.uuid, patch),
    successTitle: () => channelText('saved'),
    failureTitle: channelText('saveFailed'),
    onSuccess: onClose,
  });
  // Until the categories arrive (or when they fail) the current one must still be an option,
  // or the select would show "No category" and Save would clear it.
  const current = channel.category_uuid;
  const categoryOptions =
    current && !props.categoryOptions.some((option) => option.value === current)
      ? [{ value: current, label: props.categoryName(current) || '…' }, ...props.categoryOptions]
      : props.categoryOptions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ purpose, category_uuid: categoryUuid === '' ? null : categoryUuid });
  };

  return (
    // Fluent's documented dialog form: the form wraps the body, so Enter in a field submits.
    <form onSubmit={submit}>
      <DialogBody>
        <DialogTitle>{channelText('editTitle', { title: channel.title })}</DialogTitle>
        <DialogContent>
          <div className={styles.form}>
            {save.error ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorMessage(locale, save.error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Field label={channelText('filter.purpose')}>
              <Select
                value={purpose}
                onChange={(_, data) => {
                  if (isPurpose(data.value)) setPurpose(data.value);
                }}
              >
                <SelectOptions
                  options={labelledOptions(CHANNEL_PURPOSES, (purpose) =>
                    purposeLabel(locale, purpose),
                  )}
                />
              </Select>
            </Field>
            <Field label={channelText('filter.category')}>
              <Select value={categoryUuid} onChange={(_, data) => setCategoryUuid(data.value)}>
                <option value="">{channelText('noCategory')}</option>
                <SelectOptions options={categoryOptions} />
              </Select>
            </Field>
          </div>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={save.isPending} onClick={onClose}>
            {channelText('cancel')}
          </Button>
          <BusyButton type="submit" busy={save.isPending}>
            {channelText('save')}
          </BusyButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

export function ChannelEditDialog(props: ChannelEditDialogProps) {
  const { channel, onClose } = props;
  return (
    <Dialog
      open={channel !== null}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface>
        {channel ? <ChannelEditForm key={channel.uuid} {...props} channel={channel} /> : null}
      </DialogSurface>
    </Dialog>
  );
}
