// What a provider without the `bulk` or `exportCsv` extra gets instead: deleteMany or an update per record, and a CSV written here from paged getList calls.
import type { GetListParams, Identifier, RaRecord, SortPayload } from './data-provider';
import type { BulkItemResult, BulkParams, CsvBody } from './extras';
import type { FullDataProvider } from './backend';

/** Records asked for per getList call while walking every page of a filter. */
const WALK_PAGE = 100;

/** Every record the filter matches, page after page, in the sort given. */
async function* everyRecord(
  data: FullDataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
  signal?: AbortSignal,
): AsyncGenerator<RaRecord[]> {
  for (let page = 1; ; page++) {
    const params: GetListParams = { filter, pagination: { page, perPage: WALK_PAGE } };
    if (sort) params.sort = sort;
    if (signal) params.signal = signal;
    const reply = await data.getList(resource, params);
    const records = reply.data as RaRecord[];
    if (records.length > 0) yield records;
    const seen = (page - 1) * WALK_PAGE + records.length;
    const more =
      reply.total !== undefined
        ? seen < reply.total
        : (reply.pageInfo?.hasNextPage ?? records.length === WALK_PAGE);
    if (!more || records.length === 0) return;
  }
}

/** Writes asked for at once while a bulk update goes record by record. */
const UPDATES_AT_ONCE = 4;

function failed(id: Identifier, error: unknown): BulkItemResult {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    id,
    ok: false,
    error: {
      code: typeof code === 'string' ? code : 'FAILED',
      message: typeof message === 'string' ? message : String(error),
    },
  };
}

/**
 * A bulk update as one `update` per record, given the whole record with the change on top, as
 * react-admin's own forms do: updateMany hands providers only the change, and json-server-like
 * back ends replace each record with it. Each record gets its own result.
 */
async function updateEach(
  data: FullDataProvider,
  resource: string,
  ids: Identifier[],
  change: Record<string, unknown>,
): Promise<BulkItemResult[]> {
  const { data: records } = await data.getMany(resource, { ids });
  const byId = new Map((records as RaRecord[]).map((record) => [String(record.id), record]));
  const results: BulkItemResult[] = [];
  for (let start = 0; start < ids.length; start += UPDATES_AT_ONCE) {
    const batch = ids.slice(start, start + UPDATES_AT_ONCE);
    const settled = await Promise.allSettled(
      batch.map((id) => {
        const previousData = byId.get(String(id)) ?? { id };
        return data.update(resource, { id, data: { ...previousData, ...change }, previousData });
      }),
    );
    settled.forEach((outcome, index) => {
      const id = batch[index] as Identifier;
      results.push(outcome.status === 'fulfilled' ? { id, ok: true } : failed(id, outcome.reason));
    });
  }
  return results;
}

/**
 * A bulk change without the provider's `bulk`: deleteMany (the ids it names as deleted succeed),
 * or an update per record. Without ids, the records the filter matches, read page by page.
 */
export async function bulkByMany(
  data: FullDataProvider,
  resource: string,
  params: BulkParams,
): Promise<{ data: BulkItemResult[] }> {
  let ids: Identifier[] = params.ids ?? [];
  if (!params.ids) {
    for await (const records of everyRecord(data, resource, params.filter ?? {}, undefined)) {
      ids = ids.concat(records.map((record) => record.id));
    }
  }
  if (ids.length === 0) return { data: [] };
  if (params.action === 'update') {
    return { data: await updateEach(data, resource, ids, params.data ?? {}) };
  }
  const reply = await data.deleteMany(resource, { ids });
  // react-admin lets a provider leave out which ids it deleted: then all of them were.
  const done = new Set((reply.data ?? ids).map(String));
  return {
    data: ids.map((id) =>
      done.has(String(id))
        ? { id, ok: true }
        : failed(id, { code: 'NOT_DELETED', message: 'Not deleted.' }),
    ),
  };
}

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every matching record as CSV: `uuid` first, then each field in the order records name them. */
export async function csvByPages(
  data: FullDataProvider,
  resource: string,
  params: { filter: Record<string, unknown>; sort?: SortPayload; signal?: AbortSignal },
): Promise<CsvBody> {
  const rows: RaRecord[] = [];
  for await (const records of everyRecord(
    data,
    resource,
    params.filter,
    params.sort,
    params.signal,
  )) {
    rows.push(...records);
  }
  const columns = ['id'];
  for (const row of rows)
    for (const key of Object.keys(row)) {
      if (!columns.includes(key)) columns.push(key);
    }
  const header = columns.map((column) => (column === 'id' ? 'uuid' : column));
  const lines = [header, ...rows.map((row) => columns.map((column) => row[column]))];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Whatever form the CSV came in, as the byte stream the download reads. */
export function csvStream(body: CsvBody): ReadableStream<Uint8Array> {
  if (typeof body === 'string') return new Blob([body]).stream();
  if (body instanceof Blob) return body.stream();
  return body;
}
