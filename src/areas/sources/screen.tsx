// <bo-source-list>'s screen: sources with kind / enabled filters, an inline enabled switch, last fetch and a link to their messages.
import { Link, Switch } from '@fluentui/react-components';
import { dispatchBoEvent } from '../../core/events';
import { SOURCE_KINDS } from '../../resources/enums';
import { USERNAME_PATTERN } from '../../resources/rules';
import type { Source } from '../../resources/schemas';
import { type SourceParams, sources } from '../../resources/sources';
import { useElementEvents } from '../../ui/element-events';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import { Facts } from '../../ui/kit/detail-sections';
import { catalogTexts } from '../../ui/kit/area-config';
import { labelledOptions } from '../../ui/select-options';
import { textBook } from './messages.en';
import { useMessages } from '../../ui/i18n';
import type { Locale } from '../../ui/locale';
import { cellsOf, flagAction } from '../kit/cells';

/** The messages of a source: the console's route; the host may take over the navigation. */
function MessagesLink(props: { source: Source }) {
  const text = useMessages(textBook);

  const { host } = useElementEvents();
  const path = `/message?source_uuid=${encodeURIComponent(props.source.uuid)}`;
  return (
    <Link
      href={path}
      onClick={(event) => {
        if (host && !dispatchBoEvent(host, 'bo-navigate', { path }, { cancelable: true }))
          event.preventDefault();
      }}
    >
      {text('showMessages')}
    </Link>
  );
}

function sourceArea(locale: Locale): AreaSettings<Source, SourceParams> {
  const text = locale.text(textBook);
  const { formatNumber, formatRelative } = locale;
  const { actionsColumn, relativeColumn, textColumn } = cellsOf(locale);
  const kinds = labelledOptions(SOURCE_KINDS, (kind) => text(`kind.${kind}`));

  const setEnabled = flagAction<Source>('enabled', (enabled) => ({
    key: enabled ? 'enable' : 'disable',
    label: text(enabled ? 'enable' : 'disable'),
    done: (source) => text(enabled ? 'enabledToast' : 'disabledToast', { title: source.title }),
  }));

  return {
    key: 'sources',
    texts: catalogTexts(text),
    itemName: (source) => source.title,
    columns: ({ actions, run }) => [
      {
        key: 'title',
        label: text('field.title'),
        // With the selection, Enabled and Actions columns this still fits a phone's width.
        minWidth: 140,
        sortable: true,
        render: (source) => source.title,
      },
      textColumn('kind', text('field.kind'), (source) => text(`kind.${source.kind}`), {
        minWidth: 96,
        hideBelow: 560,
      }),
      {
        key: 'enabled',
        label: text('field.enabled'),
        width: 88,
        render: (source) => (
          <Switch
            checked={source.enabled}
            aria-label={text('toggleLabel', { title: source.title })}
            onChange={(_, data) => run(setEnabled(data.checked), source)}
          />
        ),
      },
      relativeColumn(
        'last_fetched_at',
        text('field.lastFetched'),
        (source) => source.last_fetched_at,
        { hideBelow: 720 },
      ),
      {
        key: 'messages_count',
        label: text('field.messages'),
        minWidth: 96,
        align: 'end',
        hideBelow: 860,
        sortable: true,
        render: (source) => formatNumber(source.messages_count),
      },
      actionsColumn(actions),
    ],
    filters: [
      { kind: 'text', name: 'q', label: text('field.q'), placeholder: text('field.qPlaceholder') },
      { kind: 'select', name: 'kind', label: text('field.kind'), options: kinds },
      { kind: 'tristate', name: 'enabled', label: text('field.enabled') },
    ],
    form: {
      fields: [
        { name: 'title', kind: 'text', label: text('field.title'), required: true, maxLength: 200 },
        { name: 'kind', kind: 'select', label: text('field.kind'), required: true, options: kinds },
        {
          name: 'username',
          kind: 'text',
          label: text('field.username'),
          hint: text('field.usernameHint'),
          pattern: USERNAME_PATTERN,
        },
        {
          name: 'external_id',
          kind: 'text',
          label: text('field.externalId'),
          required: true,
          maxLength: 64,
        },
        { name: 'enabled', kind: 'switch', label: text('field.enabled') },
      ],
      initial: (source) => ({
        title: source?.title ?? '',
        kind: source?.kind ?? 'channel',
        username: source?.username ?? '',
        external_id: source?.external_id ?? '',
        enabled: source?.enabled ?? true,
      }),
    },
    rowActions: [setEnabled(true), setEnabled(false)],
    bulkActions: [
      { key: 'enable', label: text('enable'), action: 'update', change: { enabled: true } },
      { key: 'disable', label: text('disable'), action: 'update', change: { enabled: false } },
      { key: 'delete', label: text('delete'), action: 'delete', destructive: true },
    ],
    detail: [
      {
        render: (source) => (
          <Facts
            facts={[
              [text('field.kind'), text(`kind.${source.kind}`)],
              [text('field.username'), source.username ? `@${source.username}` : '—'],
              [text('field.externalId'), source.external_id],
              [text('field.messages'), formatNumber(source.messages_count)],
              [text('field.lastFetched'), formatRelative(source.last_fetched_at) || '—'],
              ['', <MessagesLink key="messages" source={source} />],
            ]}
          />
        ),
      },
    ],
  };
}

const screen = areaScreen(sources, sourceArea);
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
