// Categories messages are sorted into, with the channels each one routes to.
import { LIST_DEFAULTS, type ListDefaults } from '../../core/constants';
import { QUERY_GROUPS } from '../../core/query/client';
import { createResource, type ListParamsOf } from '../create-resource';
import type { Category, CategoryCreate, CategoryListParams, CategoryPatch } from '../schemas';
import { getRoutes, routeKeys, routesStore, setRoutes } from './routes';

export { getRoutes, type RoutesState, routeKeys, routesStore, setRoutes } from './routes';

export type CategoryParams = ListParamsOf<CategoryListParams, ListDefaults['categories']>;

export const categories = Object.assign(
  createResource<Category, CategoryParams, CategoryCreate, CategoryPatch>({
    name: 'categories',
    path: '/categories',
    group: QUERY_GROUPS.categories,
    defaults: LIST_DEFAULTS.categories,
    fields: 'created_at updated_at name slug description active:boolean routes_count:number',
  }),
  { getRoutes, setRoutes, routesStore, routeKeys },
);
