// The resources other areas pick records from (buyer, channel, source, category), each with the name a person reads for a record; system users are in sys-user-reference.ts.
import { buyers } from '../../resources/buyers';
import { categories } from '../../resources/categories';
import { channels } from '../../resources/channels';
import type { Buyer, Category, Channel, Source } from '../../resources/schemas';
import { sources } from '../../resources/sources';
import { referenceOf } from './reference-of';

export const buyerReference = referenceOf<Buyer>(buyers, (buyer) => buyer.name, 'name');
export const channelReference = referenceOf<Channel>(channels, (channel) => channel.title, 'title');
export const sourceReference = referenceOf<Source>(sources, (source) => source.title, 'title');
export const categoryReference = referenceOf<Category>(
  categories,
  (category) => category.name,
  'name',
);
