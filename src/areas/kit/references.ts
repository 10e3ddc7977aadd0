// The resources other areas pick records from, each with the name a person reads for a record.
import { buyers } from '../../resources/buyers';
import { categories } from '../../resources/categories';
import { channels } from '../../resources/channels';
import type { Buyer, Category, Channel, Source, SysUser } from '../../resources/schemas';
import { sources } from '../../resources/sources';
import { sysUsers } from '../../resources/sys-users';
import type { ReferenceSource } from '../../ui/kit';

function reference<T extends { uuid: string }>(
  resource: Omit<ReferenceSource<T>, 'label' | 'sortBy'>,
  label: (item: T) => string,
  sortBy: string,
): ReferenceSource {
  const { name, defaults, keys, list, get } = resource;
  // The lookup reads records only through label(), which receives this resource's records.
  return { name, defaults, keys, list, get, label, sortBy } as unknown as ReferenceSource;
}

export const buyerReference = reference<Buyer>(buyers, (buyer) => buyer.name, 'name');
export const channelReference = reference<Channel>(channels, (channel) => channel.title, 'title');
export const sourceReference = reference<Source>(sources, (source) => source.title, 'title');
export const categoryReference = reference<Category>(
  categories,
  (category) => category.name,
  'name',
);
export const sysUserReference = reference<SysUser>(
  sysUsers,
  (user) => user.name || user.email,
  'name',
);
