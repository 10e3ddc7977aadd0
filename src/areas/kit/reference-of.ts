// A resource as a reference source: what the kit's lookups and pickers read of it, with the name a person reads for a record.
import type { ReferenceSource } from '../../ui/kit/use-lookup';

export function referenceOf<T extends { uuid: string }>(
  resource: Omit<ReferenceSource<T>, 'label' | 'sortBy'>,
  label: (item: T) => string,
  sortBy: string,
): ReferenceSource {
  const { name, defaults, keys, list, get } = resource;
  // The lookup reads records only through label(), which receives this resource's records.
  return { name, defaults, keys, list, get, label, sortBy } as unknown as ReferenceSource;
}
