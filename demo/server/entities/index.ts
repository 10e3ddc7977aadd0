// Every API resource served by the generic CRUD routes.
import type { EntityDef } from '../crud/entity';
import { categories, channels, messages, sources, tasks } from './content';
import { buyers, links, orders, users } from './market';
import { permissions, roles, sysUsers } from './sys-users';

export const ENTITIES: EntityDef[] = [
  sysUsers,
  roles,
  permissions,
  users,
  sources,
  messages,
  categories,
  channels,
  tasks,
  buyers,
  orders,
  links,
];
