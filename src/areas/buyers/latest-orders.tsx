// The buyer drawer's latest orders: the five newest, with number, status, amount and date.
import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type OrderParams, orders as orderResource } from '../../resources/orders';
import type { Buyer } from '../../resources/schemas';

import { useOnBackend } from '../../ui/backend-context';
import { StatusBadge } from '../../ui/status-badge';
import { textBook } from './messages.en';
import { useMessages, useLocale } from '../../ui/i18n';

const LATEST = 5;
const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  amount: { marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' },
});

export function LatestOrders(props: { buyer: Buyer }) {
  const text = useMessages(textBook);
  const { formatDate, formatMoney } = useLocale();

  const styles = useStyles();
  // The buyer's orders on the element's back end.
  const orders = useOnBackend(orderResource);
  const params: OrderParams = {
    ...orders.defaults,
    buyer_uuid: props.buyer.uuid,
    limit: LATEST,
    sort: 'placed_at',
  };
  const query = useQuery({
    queryKey: orders.keys.list(params),
    queryFn: ({ signal }) => orders.list(params, signal),
  });
  if (query.isLoading) return <Spinner size="tiny" label={text('latestOrders')} />;
  if (query.isError) return <Body1>{text('ordersFailed')}</Body1>;
  const items = query.data?.items ?? [];
  if (items.length === 0) return <Body1>{text('noOrders')}</Body1>;
  return (
    <ul className={styles.list}>
      {items.map((order) => (
        <li key={order.uuid} className={styles.row}>
          <span>{order.number}</span>
          <StatusBadge value={order.status} />
          <span>{formatDate(order.placed_at)}</span>
          <span className={styles.amount}>{formatMoney(order.amount, order.currency)}</span>
        </li>
      ))}
    </ul>
  );
}
