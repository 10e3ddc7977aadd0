// Every resource of the console: typed API calls, list state in the query cache and query keys per entity.
export * from './buyers';
export * from './categories';
export * from './channels';
export {
  type BulkReply,
  type BulkRequest,
  type BulkResult,
  createResource,
  type ListParamsOf,
  type ListReply,
  type Resource,
  type ResourceConfig,
  type ResourceKeys,
} from './create-resource';
export * from './links';
export * from './messages';
export * from './orders';
export * from './permissions';
export * from './roles';
export * from './sources';
export * from './sys-users';
export * from './tasks';
export * from './tasks/reviews';
export * from './users';
