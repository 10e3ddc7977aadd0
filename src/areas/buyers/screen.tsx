// <bo-buyer-list>'s screen: buyers with status filter, balance as money, their latest orders in the drawer, block and unblock.
import { type BuyerParams, buyers } from '../../resources/buyers';
import { BUYER_STATUSES, CURRENCIES } from '../../resources/enums';
import type { Buyer } from '../../resources/schemas';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import { Facts } from '../../ui/kit/detail-sections';
import { catalogTexts } from '../../ui/kit/area-config';
import { lazySection } from '../../ui/kit/lazy-section';
import { labelledOptions } from '../../ui/select-options';
import { kitAreaTextBook } from '../kit/messages.en';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';
import { cellsOf } from '../kit/cells';
import { searchFilterOf, statusFilterOf } from '../kit/search-filter';
import { statusActionsOf } from '../kit/status-actions';

/** The buyer's latest orders: code of their own, fetched right after the rows. */
const loadLatestOrders = () => import('./latest-orders').then((module) => module.LatestOrders);

function buyerArea(locale: Locale): AreaSettings<Buyer, BuyerParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const searchFilter = searchFilterOf(locale);
  const statusFilter = statusFilterOf(locale);
  const { formatMoney, formatNumber, statusLabel } = locale;
  const { actionsColumn, moneyColumn, statusColumn, textColumn } = cellsOf(locale);
  const { BLOCK_BULK, blockActions } = statusActionsOf(locale);
  const statuses = labelledOptions(BUYER_STATUSES, statusLabel);
  const currencies = CURRENCIES.map((code) => ({ value: code, label: code }));

  return {
    key: 'buyers',
    texts: catalogTexts(text),
    itemName: (buyer) => buyer.name,
    columns: ({ actions }) => [
      textColumn('name', text('field.name'), (buyer) => buyer.name),
      textColumn('email', text('field.email'), (buyer) => buyer.email, {
        minWidth: 180,
        hideBelow: 640,
      }),
      textColumn('company', text('field.company'), (buyer) => buyer.company ?? '', {
        minWidth: 140,
        hideBelow: 980,
        sortable: false,
      }),
      statusColumn('status', kitAreaText('status'), (buyer) => buyer.status, { hideBelow: 520 }),
      moneyColumn(
        'balance',
        text('field.balance'),
        (buyer) => buyer.balance,
        (buyer) => buyer.currency,
      ),
      {
        key: 'orders_count',
        label: text('field.orders'),
        minWidth: 88,
        align: 'end',
        hideBelow: 820,
        sortable: true,
        render: (buyer) => formatNumber(buyer.orders_count),
      },
      actionsColumn(actions),
    ],
    filters: [searchFilter(text('field.qPlaceholder')), statusFilter(statuses)],
    form: {
      fields: [
        { name: 'name', kind: 'text', label: text('field.name'), required: true, maxLength: 120 },
        {
          name: 'email',
          kind: 'email',
          label: text('field.email'),
          required: true,
          minLength: 3,
          maxLength: 254,
        },
        { name: 'phone', kind: 'phone', label: text('field.phone') },
        { name: 'company', kind: 'text', label: text('field.company'), maxLength: 200 },
        {
          name: 'status',
          kind: 'select',
          label: kitAreaText('status'),
          required: true,
          options: statuses,
        },
        {
          name: 'currency',
          kind: 'select',
          label: text('field.currency'),
          required: true,
          options: currencies,
        },
        {
          name: 'balance',
          kind: 'money',
          label: text('field.balance'),
          currency: { field: 'currency' },
        },
      ],
      initial: (buyer) => ({
        name: buyer?.name ?? '',
        email: buyer?.email ?? '',
        phone: buyer?.phone ?? '',
        company: buyer?.company ?? '',
        status: buyer?.status ?? 'active',
        currency: buyer?.currency ?? 'USD',
        balance: buyer?.balance ?? 0,
      }),
    },
    rowActions: blockActions<Buyer>((buyer) => buyer.name),
    bulkActions: BLOCK_BULK,
    detail: [
      {
        render: (buyer) => (
          <Facts
            facts={[
              [text('field.email'), buyer.email],
              [text('field.phone'), buyer.phone ?? '—'],
              [text('field.company'), buyer.company ?? '—'],
              [kitAreaText('status'), statusLabel(buyer.status)],
              [text('field.balance'), formatMoney(buyer.balance, buyer.currency)],
              [text('field.orders'), formatNumber(buyer.orders_count)],
            ]}
          />
        ),
      },
      lazySection({
        title: text('latestOrders'),
        chunk: 'orders',
        load: loadLatestOrders,
        props: (buyer: Buyer) => ({ buyer }),
      }),
    ],
  };
}

const screen = areaScreen(buyers, buyerArea);
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
