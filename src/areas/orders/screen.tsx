// <bo-order-list>'s screen: orders with status, buyer, channel and date filters, amount as money, confirmed status moves.
import { CURRENCIES, ORDER_STATUSES, type OrderStatus } from '../../resources/enums';
import { ORDER_STATUS_PERMISSIONS, ORDER_TRANSITIONS } from '../../resources/transitions';
import { type OrderParams, orders } from '../../resources/orders';
import type { Order } from '../../resources/schemas';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import { type BulkAction, type RowAction, catalogTexts } from '../../ui/kit/area-config';
import { Facts } from '../../ui/kit/detail-sections';
import { ReferenceName } from '../../ui/kit/reference-name';
import { referenceFilter } from '../../ui/kit/reference-filter';
import type { FilterField } from '../../ui/filter-bar';
import { labelledOptions } from '../../ui/select-options';
import { kitAreaTextBook } from '../kit/messages.en';
import { buyerReference, channelReference } from '../kit/references';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';
import { cellsOf } from '../kit/cells';
import { searchFilterOf, statusFilterOf } from '../kit/search-filter';

function orderArea(locale: Locale): AreaSettings<Order, OrderParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const searchFilter = searchFilterOf(locale);
  const statusFilter = statusFilterOf(locale);
  const { formatDateTime, formatMoney, statusLabel } = locale;
  const { actionsColumn, dateColumn, moneyColumn, referenceColumn, statusColumn, textColumn } =
    cellsOf(locale);
  const statuses = labelledOptions(ORDER_STATUSES, statusLabel);
  const currencies = CURRENCIES.map((code) => ({ value: code, label: code }));

  /** A move to `to`, offered where the order's status allows it; the server refuses others (409). */
  const move = (to: Exclude<OrderStatus, 'pending'>): RowAction<Order> => ({
    key: `move-${to}`,
    label: text(`move.${to}`),
    when: (order) => ORDER_TRANSITIONS[order.status].includes(to),
    confirm: (order) => ({
      title: text('moveTitle', { move: text(`move.${to}`), number: order.number }),
      body: text('moveBody', {
        number: order.number,
        from: statusLabel(order.status),
        to: statusLabel(to),
      }),
      confirmLabel: text(`move.${to}`),
      destructive: to === 'cancelled' || to === 'refunded',
    }),
    change: () => ({ status: to }),
    done: (order) => text('moveDone', { number: order.number, to: statusLabel(to) }),
    permission: ORDER_STATUS_PERMISSIONS[to],
  });

  const orderFilters: FilterField<OrderParams>[] = [
    searchFilter(text('field.qPlaceholder')),
    statusFilter(statuses),
    referenceFilter<OrderParams>('buyer_uuid', text('field.buyer'), buyerReference),
    referenceFilter<OrderParams>('channel_uuid', text('field.channel'), channelReference),
    { kind: 'dateRange', from: 'from', to: 'to', label: kitAreaText('created') },
  ];

  const BULK: BulkAction[] = [
    {
      key: 'cancel',
      label: text('move.cancelled'),
      action: 'update',
      change: { status: 'cancelled' },
      destructive: true,
    },
    { key: 'delete', label: kitAreaText('delete'), action: 'delete', destructive: true },
  ];

  return {
    key: 'orders',
    texts: catalogTexts(text),
    itemName: (order) => order.number,
    columns: ({ actions }) => [
      textColumn('number', text('field.number'), (order) => order.number, { minWidth: 120 }),
      referenceColumn(
        'buyer_uuid',
        text('field.buyer'),
        buyerReference,
        (order) => order.buyer_uuid,
        { hideBelow: 560 },
      ),
      referenceColumn(
        'channel_uuid',
        text('field.channel'),
        channelReference,
        (order) => order.channel_uuid,
        { hideBelow: 960 },
      ),
      statusColumn('status', kitAreaText('status'), (order) => order.status),
      moneyColumn(
        'amount',
        text('field.amount'),
        (order) => order.amount,
        (order) => order.currency,
      ),
      dateColumn('placed_at', text('field.placed'), (order) => order.placed_at, { hideBelow: 760 }),
      actionsColumn(actions),
    ],
    filters: orderFilters,
    form: {
      fields: [
        {
          name: 'buyer_uuid',
          kind: 'reference',
          label: text('field.buyer'),
          required: true,
          reference: buyerReference,
        },
        {
          name: 'channel_uuid',
          kind: 'reference',
          label: text('field.channel'),
          reference: channelReference,
        },
        {
          name: 'currency',
          kind: 'select',
          label: text('field.currency'),
          required: true,
          options: currencies,
        },
        {
          name: 'amount',
          kind: 'money',
          label: text('field.amount'),
          required: true,
          min: 0,
          currency: { field: 'currency' },
        },
        { name: 'placed_at', kind: 'datetime', label: text('field.placedAt') },
        { name: 'note', kind: 'longText', label: text('field.note'), maxLength: 2000 },
      ],
      initial: (order) => ({
        buyer_uuid: order?.buyer_uuid ?? null,
        channel_uuid: order?.channel_uuid ?? null,
        currency: order?.currency ?? 'USD',
        amount: order?.amount ?? null,
        placed_at: order?.placed_at ?? null,
        note: order?.note ?? '',
      }),
    },
    rowActions: (['paid', 'in_progress', 'completed', 'cancelled', 'refunded'] as const).map(move),
    bulkActions: BULK,
    detail: [
      {
        render: (order) => (
          <Facts
            facts={[
              [
                text('field.buyer'),
                <ReferenceName key="buyer" source={buyerReference} uuid={order.buyer_uuid} />,
              ],
              [
                text('field.channel'),
                <ReferenceName key="channel" source={channelReference} uuid={order.channel_uuid} />,
              ],
              [kitAreaText('status'), statusLabel(order.status)],
              [text('field.amount'), formatMoney(order.amount, order.currency)],
              [text('field.placed'), formatDateTime(order.placed_at)],
              [text('field.note'), order.note ?? '—'],
            ]}
          />
        ),
      },
    ],
  };
}

const screen = areaScreen(orders, orderArea);
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
