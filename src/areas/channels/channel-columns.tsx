// Columns of the channel table: who the channel is, its kind, purpose, category and size, the two switches and Edit.
import { Badge, Button, Caption1, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { Channel } from '../../resources/schemas';
import type { ResourceColumn } from '../../ui';
import { kindLabel, purposeLabel } from './channel-format';
import { ChannelHandle } from './channel-handle';
import type { ChannelFlag, ChannelFlags } from './use-channel-flags';
import { channelTextBook } from './messages.en';
import { useMessages } from '../../ui/i18n';
import type { Locale } from '../../ui/locale';

export const useColumnStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  handle: { color: tokens.colorNeutralForeground3 },
  badge: { whiteSpace: 'nowrap' },
});

export interface ChannelColumnsContext {
  styles: ReturnType<typeof useColumnStyles>;
  flags: ChannelFlags;
  categoryName(uuid: string | null): string;
  onEdit(channel: Channel): void;
}

const PURPOSE_COLORS = { source: 'informative', target: 'brand', both: 'success' } as const;

function FlagSwitch(props: { channel: Channel; flag: ChannelFlag; flags: ChannelFlags }) {
  const channelText = useMessages(channelTextBook);

  const { channel, flag, flags } = props;
  return (
    <Switch
      checked={channel[flag]}
      aria-label={channelText(`toggle.${flag}`, { title: channel.title })}
      aria-busy={flags.isPending(channel.uuid, flag) || undefined}
      onChange={(_, data) => flags.toggle(channel, flag, data.checked)}
    />
  );
}

/** Narrow elements keep the channel, its two switches and Edit; the rest joins as the element widens. */
export function channelColumns(
  locale: Locale,
  context: ChannelColumnsContext,
): ResourceColumn<Channel>[] {
  const channelText = locale.text(channelTextBook);
  const { formatNumber } = locale;
  const { styles, flags } = context;
  return [
    {
      key: 'title',
      minWidth: 128,
      label: channelText('column.title'),
      sortable: true,
      render: (channel) => (
        <span className={styles.who}>
          <span>{channel.title}</span>
          {channel.username ? (
            <Caption1 className={styles.handle}>
              <ChannelHandle username={channel.username} />
            </Caption1>
          ) : null}
        </span>
      ),
    },
    {
      key: 'kind',
      minWidth: 96,
      hideBelow: 760,
      label: channelText('column.kind'),
      sortable: true,
      render: (channel) => kindLabel(locale, channel.kind),
    },
    {
      key: 'purpose',
      minWidth: 120,
      hideBelow: 520,
      label: channelText('column.purpose'),
      sortable: true,
      render: (channel) => (
        <Badge
          appearance="tint"
          shape="rounded"
          color={PURPOSE_COLORS[channel.purpose]}
          className={styles.badge}
        >
          {purposeLabel(locale, channel.purpose)}
        </Badge>
      ),
    },
    {
      key: 'category_uuid',
      minWidth: 150,
      hideBelow: 880,
      label: channelText('column.category'),
      render: (channel) => context.categoryName(channel.category_uuid),
    },
    {
      key: 'members_count',
      minWidth: 104,
      hideBelow: 640,
      align: 'end',
      label: channelText('column.members'),
      sortable: true,
      render: (channel) => formatNumber(channel.members_count),
    },
    {
      key: 'enabled',
      width: 80,
      label: channelText('column.enabled'),
      render: (channel) => <FlagSwitch channel={channel} flag="enabled" flags={flags} />,
    },
    {
      key: 'autopost',
      width: 80,
      label: channelText('column.autopost'),
      render: (channel) => <FlagSwitch channel={channel} flag="autopost" flags={flags} />,
    },
    {
      key: 'actions',
      width: 68,
      label: channelText('column.actions'),
      render: (channel) => (
        <Button
          appearance="subtle"
          icon={<EditRegular />}
          aria-label={channelText('editLabel', { title: channel.title })}
          onClick={() => context.onEdit(channel)}
        />
      ),
    },
  ];
}
