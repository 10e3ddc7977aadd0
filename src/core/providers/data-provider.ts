// react-admin 5's DataProvider and AuthProvider, typed here so the elements accept any published provider without depending on react-admin.

export type Identifier = string | number;

/** A record as providers carry it: keyed by `id`. */
export interface RaRecord {
  id: Identifier;
  [field: string]: unknown;
}

export interface SortPayload {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface PaginationPayload {
  page: number;
  perPage: number;
}

// biome-ignore lint/suspicious/noExplicitAny: react-admin types filters and meta as any; providers rely on it
type Loose = any;

export interface GetListParams {
  pagination?: PaginationPayload;
  sort?: SortPayload;
  filter?: Loose;
  meta?: Loose;
  signal?: AbortSignal;
}

export interface GetListResult<R extends RaRecord = RaRecord> {
  data: R[];
  total?: number;
  pageInfo?: { hasNextPage?: boolean; hasPreviousPage?: boolean };
  meta?: Loose;
}

export interface GetOneParams {
  id: Identifier;
  meta?: Loose;
  signal?: AbortSignal;
}

export interface GetManyParams {
  ids: Identifier[];
  meta?: Loose;
  signal?: AbortSignal;
}

export interface GetManyReferenceParams extends GetListParams {
  target: string;
  id: Identifier;
}

export interface CreateParams<R = Loose> {
  data: Partial<R>;
  meta?: Loose;
}

export interface UpdateParams<R = Loose> {
  id: Identifier;
  data: Partial<R>;
  previousData: R;
  meta?: Loose;
}

export interface UpdateManyParams<R = Loose> {
  ids: Identifier[];
  data: Partial<R>;
  meta?: Loose;
}

export interface DeleteParams<R = Loose> {
  id: Identifier;
  previousData?: R;
  meta?: Loose;
}

export interface DeleteManyParams {
  ids: Identifier[];
  meta?: Loose;
}

/** react-admin 5's DataProvider: the nine methods every published provider implements. */
export interface DataProvider {
  getList(resource: string, params: GetListParams): Promise<GetListResult<Loose>>;
  getOne(resource: string, params: GetOneParams): Promise<{ data: Loose }>;
  getMany(resource: string, params: GetManyParams): Promise<{ data: Loose[] }>;
  getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetListResult<Loose>>;
  create(resource: string, params: CreateParams): Promise<{ data: Loose }>;
  update(resource: string, params: UpdateParams): Promise<{ data: Loose }>;
  updateMany(resource: string, params: UpdateManyParams): Promise<{ data?: Identifier[] }>;
  delete(resource: string, params: DeleteParams): Promise<{ data: Loose }>;
  deleteMany(resource: string, params: DeleteManyParams): Promise<{ data?: Identifier[] }>;
  // Further methods (the extras of extras.ts, or a provider's own) are allowed, as in react-admin.
  [method: string]: unknown;
}

export interface UserIdentity {
  id: Identifier;
  fullName?: string;
  avatar?: string;
  [field: string]: unknown;
}

/** react-admin 5's AuthProvider; getIdentity, getPermissions and canAccess are optional there too. */
export interface AuthProvider {
  login(params: Loose): Promise<Loose>;
  logout(params?: Loose): Promise<unknown>;
  checkAuth(params: Loose): Promise<void>;
  checkError(error: Loose): Promise<void>;
  getIdentity?(params?: Loose): Promise<UserIdentity>;
  getPermissions?(params: Loose): Promise<Loose>;
  canAccess?(params: {
    action: string;
    resource: string;
    record?: unknown;
    signal?: AbortSignal;
  }): Promise<boolean>;
  [method: string]: unknown;
}

/** The react-admin methods every provider must have: what `isDataProvider` checks. */
export const DATA_PROVIDER_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

export function isDataProvider(value: unknown): value is DataProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    DATA_PROVIDER_METHODS.every((method) => typeof Reflect.get(value, method) === 'function')
  );
}

export function isAuthProvider(value: unknown): value is AuthProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['login', 'logout', 'checkAuth', 'checkError'].every(
      (method) => typeof Reflect.get(value, method) === 'function',
    )
  );
}
