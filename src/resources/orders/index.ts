// Orders of placements bought by buyers.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { OrderCreate, OrderPatch, OrderListParams, Order } from '../schemas';

export type OrderParams = ListParamsOf<OrderListParams, ListDefaults['orders']>;

export const orders = createResource<Order, OrderParams, OrderCreate, OrderPatch>({
  name: 'orders',
  path: '/orders',
  group: QUERY_GROUPS.orders,
  defaults: LIST_DEFAULTS.orders,
  fields:
    'created_at updated_at number buyer_uuid channel_uuid? status amount:number currency placed_at note?',
});
