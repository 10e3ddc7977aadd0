// <bo-link-list>'s screen: invite, referral and external links with clicks, expiry marked, copy to clipboard, deactivate.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { LINK_KINDS } from '../../resources/enums';
import { type LinkParams, links } from '../../resources/links';
import { URL_RULES } from '../../resources/rules';
import type { Link } from '../../resources/schemas';
import type { FilterField } from '../../ui/filter-bar';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import { Facts } from '../../ui/kit/detail-sections';
import { ReferenceName } from '../../ui/kit/reference-name';
import { type RowAction, catalogTexts } from '../../ui/kit/area-config';
import { referenceFilter } from '../../ui/kit/reference-filter';
import { labelledOptions } from '../../ui/select-options';
import { kitAreaTextBook } from '../kit/messages.en';
import { channelReference } from '../kit/references';
import { textBook } from './messages.en';
import { useMessages } from '../../ui/i18n';
import type { Locale } from '../../ui/locale';
import { cellsOf, flagAction } from '../kit/cells';
import { searchFilterOf } from '../kit/search-filter';

const useStyles = makeStyles({
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  url: { color: tokens.colorNeutralForeground3 },
});

const isExpired = (link: Link, now = Date.now()) =>
  link.expires_at !== null && new Date(link.expires_at).getTime() <= now;

function LinkTitle(props: { link: Link }) {
  const text = useMessages(textBook);

  const styles = useStyles();
  const { link } = props;
  return (
    <span className={styles.who}>
      <span>
        {link.title || link.url}{' '}
        {isExpired(link) ? (
          <Badge appearance="tint" color="danger">
            {text('expired')}
          </Badge>
        ) : null}
        {!link.active ? (
          <Badge appearance="tint" color="subtle">
            {text('inactive')}
          </Badge>
        ) : null}
      </span>
      <TextLook look="caption1" className={styles.url}>
        {link.url}
      </TextLook>
    </span>
  );
}

function linkArea(locale: Locale): AreaSettings<Link, LinkParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const searchFilter = searchFilterOf(locale);
  const { formatDateTime, formatNumber } = locale;
  const { actionsColumn, dateColumn, referenceColumn, textColumn } = cellsOf(locale);
  const kinds = labelledOptions(LINK_KINDS, (kind) => text(`kind.${kind}`));

  const copy: RowAction<Link> = {
    key: 'copy',
    label: text('copy'),
    run: async (link) => {
      await navigator.clipboard.writeText(link.url);
      return link;
    },
    done: (link) => text('copied', { title: link.title || link.url }),
  };
  const setActive = flagAction<Link>('active', (active) => ({
    key: active ? 'activate' : 'deactivate',
    label: text(active ? 'activate' : 'deactivate'),
    confirm: active
      ? undefined
      : (link) => ({
          title: text('deactivateTitle', { title: link.title || link.url }),
          body: text('deactivateBody'),
          confirmLabel: text('deactivate'),
          destructive: true,
        }),
    done: (link) => text(active ? 'activated' : 'deactivated', { title: link.title || link.url }),
  }));

  const linkFilters: FilterField<LinkParams>[] = [
    searchFilter(text('field.qPlaceholder')),
    { kind: 'select', name: 'kind', label: text('field.kind'), options: kinds },
    { kind: 'tristate', name: 'active', label: text('field.active') },
    referenceFilter<LinkParams>('channel_uuid', text('field.channel'), channelReference),
    { kind: 'tristate', name: 'expired', label: text('field.expired') },
  ];

  return {
    key: 'links',
    texts: catalogTexts(text),
    itemName: (link) => link.title || link.url,
    columns: ({ actions }) => [
      textColumn('title', text('field.title'), (link) => <LinkTitle link={link} />, {
        minWidth: 200,
      }),
      textColumn('kind', text('field.kind'), (link) => text(`kind.${link.kind}`), {
        minWidth: 96,
        hideBelow: 620,
      }),
      referenceColumn(
        'channel_uuid',
        text('field.channel'),
        channelReference,
        (link) => link.channel_uuid,
        { hideBelow: 900 },
      ),
      {
        key: 'clicks',
        label: text('field.clicks'),
        minWidth: 80,
        align: 'end',
        sortable: true,
        render: (link) => formatNumber(link.clicks),
      },
      dateColumn('expires_at', text('field.expires'), (link) => link.expires_at, {
        hideBelow: 760,
      }),
      actionsColumn(actions),
    ],
    filters: linkFilters,
    form: {
      fields: [
        {
          name: 'url',
          kind: 'url',
          label: text('field.url'),
          required: true,
          maxLength: URL_RULES.maxLength,
        },
        { name: 'title', kind: 'text', label: text('field.title'), maxLength: 200 },
        { name: 'kind', kind: 'select', label: text('field.kind'), required: true, options: kinds },
        {
          name: 'channel_uuid',
          kind: 'reference',
          label: text('field.channel'),
          reference: channelReference,
        },
        { name: 'expires_at', kind: 'datetime', label: text('field.expires') },
        { name: 'active', kind: 'switch', label: text('field.active') },
      ],
      initial: (link) => ({
        url: link?.url ?? '',
        title: link?.title ?? '',
        kind: link?.kind ?? 'invite',
        channel_uuid: link?.channel_uuid ?? null,
        expires_at: link?.expires_at ?? null,
        active: link?.active ?? true,
      }),
    },
    rowActions: [copy, setActive(false), setActive(true)],
    bulkActions: [
      {
        key: 'deactivate',
        label: text('deactivate'),
        action: 'update',
        change: { active: false },
        destructive: true,
      },
      { key: 'delete', label: kitAreaText('delete'), action: 'delete', destructive: true },
    ],
    detail: [
      {
        render: (link) => (
          <Facts
            facts={[
              [text('field.url'), link.url],
              [text('field.kind'), text(`kind.${link.kind}`)],
              [
                text('field.channel'),
                <ReferenceName key="channel" source={channelReference} uuid={link.channel_uuid} />,
              ],
              [text('field.clicks'), formatNumber(link.clicks)],
              [text('field.expires'), link.expires_at ? formatDateTime(link.expires_at) : '—'],
            ]}
          />
        ),
      },
    ],
  };
}

const screen = areaScreen(links, linkArea);
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
