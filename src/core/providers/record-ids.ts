// uuid <-> id: the reference API keys records by `uuid`, react-admin's providers by `id`.
import type { Identifier, RaRecord } from './data-provider';

/** A reference record as providers carry it. */
export function toRaRecord(record: unknown): RaRecord {
  const { uuid, ...rest } = record as { uuid: string } & Record<string, unknown>;
  return { id: uuid, ...rest };
}

/** A provider's record as the screens read it. */
export function fromRaRecord<T extends { uuid: string }>(record: unknown): T {
  const { id, ...rest } = record as RaRecord;
  // A missing id stays missing, so the shape check names it.
  const uuid = id === undefined || id === null ? id : String(id);
  return { uuid, ...rest } as unknown as T;
}

/** A body for the provider: the screens' `uuid` becomes nothing (ids travel beside the data). */
export function withoutKeys<T extends object>(data: T): Record<string, unknown> {
  const { uuid: _uuid, id: _id, ...rest } = data as Record<string, unknown>;
  return rest;
}

export function idText(id: Identifier): string {
  return encodeURIComponent(String(id));
}
