// Columns of the channel table: who the channel is, its kind, purpose, category and size, the two switches and Edit.
import { Badge, Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import type { BookText } from '../../core/i18n';
import type { Channel } from '../../resources/schemas';
import type { ResourceColumn } from '../../ui';
import { useLocale, useMessages } from '../../ui/i18n';
import type { ColumnContext, RowAction } from '../../ui/kit';
import type { Locale } from '../../ui/locale';
import { channelKindLabel } from '../kit/channel-facts';
import { purposeLabel } from './channel-format';
import { ChannelHandle } from './channel-handle';
import { textBook } from './messages.en';

const useStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  handle: { color: tokens.colorNeutralForeground3 },
  badge: { whiteSpace: 'nowrap' },
});

type ChannelFlag = 'enabled' | 'autopost';
type ChannelText = BookText<keyof typeof textBook.english & string>;

const PURPOSE_COLORS = { source: 'informative', target: 'brand', both: 'success' } as const;

/** Sets a switch at once; the kit puts the old value back if the server refuses. */
function setFlag(text: ChannelText, flag: ChannelFlag, value: boolean): RowAction<Channel> {
  return {
    // One key per switch, whichever way it goes: one change of a switch at a time.
    key: flag,
    label: text(`column.${flag}`),
    change: () => ({ [flag]: value }),
    // The toast names the channel and the switch.
    failed: (channel) => text(`toggle.${flag}Failed`, { title: channel.title }),
  };
}

function FlagSwitch(props: {
  channel: Channel;
  flag: ChannelFlag;
  context: ColumnContext<Channel>;
}) {
  const text = useMessages(textBook);
  const { channel, flag, context } = props;
  return (
    <Switch
      checked={channel[flag]}
      aria-label={text(`toggle.${flag}`, { title: channel.title })}
      aria-busy={context.pending(flag, channel) || undefined}
      onChange={(_, data) => context.run(setFlag(text, flag, data.checked), channel)}
    />
  );
}

function ChannelWho(props: { channel: Channel }) {
  const styles = useStyles();
  const { channel } = props;
  return (
    <span className={styles.who}>
      <span>{channel.title}</span>
      {channel.username ? (
        <TextLook look="caption1" className={styles.handle}>
          <ChannelHandle username={channel.username} />
        </TextLook>
      ) : null}
    </span>
  );
}

function PurposeBadge(props: { channel: Channel }) {
  const styles = useStyles();
  const locale = useLocale();
  const { purpose } = props.channel;
  return (
    <Badge
      appearance="tint"
      shape="rounded"
      color={PURPOSE_COLORS[purpose]}
      className={styles.badge}
    >
      {purposeLabel(locale, purpose)}
    </Badge>
  );
}

/** Narrow elements keep the channel, its two switches and Edit; the rest joins as the element widens. */
export function channelColumns(
  locale: Locale,
  context: ColumnContext<Channel>,
  categoryName: (uuid: string | null) => string,
): ResourceColumn<Channel>[] {
  const text = locale.text(textBook);
  const { formatNumber } = locale;
  const { edit } = context;
  return [
    {
      key: 'title',
      minWidth: 128,
      label: text('column.title'),
      sortable: true,
      render: (channel) => <ChannelWho channel={channel} />,
    },
    {
      key: 'kind',
      minWidth: 96,
      hideBelow: 760,
      label: text('column.kind'),
      sortable: true,
      render: (channel) => channelKindLabel(locale, channel.kind),
    },
    {
      key: 'purpose',
      minWidth: 120,
      hideBelow: 520,
      label: text('column.purpose'),
      sortable: true,
      render: (channel) => <PurposeBadge channel={channel} />,
    },
    {
      key: 'category_uuid',
      minWidth: 150,
      hideBelow: 880,
      label: text('column.category'),
      render: (channel) => categoryName(channel.category_uuid),
    },
    {
      key: 'members_count',
      minWidth: 104,
      hideBelow: 640,
      align: 'end',
      label: text('column.members'),
      sortable: true,
      render: (channel) => formatNumber(channel.members_count),
    },
    {
      key: 'enabled',
      width: 80,
      label: text('column.enabled'),
      render: (channel) => <FlagSwitch channel={channel} flag="enabled" context={context} />,
    },
    {
      key: 'autopost',
      width: 80,
      label: text('column.autopost'),
      render: (channel) => <FlagSwitch channel={channel} flag="autopost" context={context} />,
    },
    ...(edit
      ? [
          {
            key: 'actions',
            width: 68,
            // On a phone the row itself opens the same form (a tap, or Enter on the row), and the
            // selection box needs the room.
            hideBelow: 440,
            label: text('column.actions'),
            render: (channel: Channel) => (
              <Button
                appearance="subtle"
                icon={<EditRegular />}
                aria-label={text('editLabel', { title: channel.title })}
                onClick={() => edit(channel)}
              />
            ),
          },
        ]
      : []),
  ];
}
