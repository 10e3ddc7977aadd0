// The list params of a lookup (every record of a small resource, sorted by name), without React, so an entry module can ask for them early under the same key.
import { MAX_LIST_LIMIT } from '../../core/constants';

/** What the params are built from: the resource's list defaults and the field names sort by. */
export interface LookupBasis<P extends object = object> {
  readonly defaults: P;
  readonly sortBy?: string;
}

/** One page of the largest size the API allows: staff and categories are far fewer. */
export function lookupParams<P extends object>(basis: LookupBasis<P>): P {
  return {
    ...basis.defaults,
    limit: MAX_LIST_LIMIT,
    offset: 0,
    order: 'asc',
    sort: basis.sortBy ?? 'name',
  };
}
