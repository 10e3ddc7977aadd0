// Buyers of placements on the marketplace side.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { BuyerCreate, BuyerPatch, BuyerListParams, Buyer } from '../schemas';

export type BuyerParams = ListParamsOf<BuyerListParams, ListDefaults['buyers']>;

export const buyers = createResource<Buyer, BuyerParams, BuyerCreate, BuyerPatch>({
  name: 'buyers',
  path: '/buyers',
  group: QUERY_GROUPS.buyers,
  defaults: LIST_DEFAULTS.buyers,
  fields:
    'created_at updated_at name email phone? company? status balance:number currency orders_count:number',
});
