// A resource as a reference source: what the kit's lookups and pickers read of it, with the name a person reads for a record.
import type { Backend } from '../../core/providers/backend';
import type { ReferenceSource } from '../../ui/kit/use-lookup';

interface SourceResource<T extends { uuid: string }>
  extends Omit<ReferenceSource<T>, 'label' | 'sortBy' | 'on'> {
  on?(backend: Backend): SourceResource<T>;
}

export function referenceOf<T extends { uuid: string }>(
  resource: SourceResource<T>,
  label: (item: T) => string,
  sortBy: string,
): ReferenceSource {
  const { name, defaults, keys, list, get } = resource;
  // One source per back end, so lookups batching by source stay apart per back end.
  const bound = new Map<string, ReferenceSource>();
  const on = (backend: Backend): ReferenceSource => {
    let source = bound.get(backend.key);
    if (!source) {
      source = referenceOf(resource.on ? resource.on(backend) : resource, label, sortBy);
      bound.set(backend.key, source);
    }
    return source;
  };
  // The lookup reads records only through label(), which receives this resource's records.
  return { name, defaults, keys, list, get, label, sortBy, on } as unknown as ReferenceSource;
}
