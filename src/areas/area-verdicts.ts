// The areas an auth provider's canAccess denies, asked once per back end and user (area-access.ts loads this only when the provider has canAccess).
import type { Backend } from '../core/providers/backend';
import { canAccessOf } from '../core/providers/offers';
import { accessOf } from '../ui/provider-permissions';
import { AREAS } from './area-list';

/** The resource canAccess is asked about: the area's provider resource (`tasks`, `sys/users`), else its key (`dashboard`). */
export function areaResource(area: { key: string; permission: string | null }): string {
  return area.permission ? accessOf(`${area.permission}.read`).resource : area.key;
}

const verdicts = new Map<string, Promise<ReadonlySet<string>>>();

/** Keys and tags of the areas whose `list` the provider does not allow (an error counts as not allowed, as for actions). */
export function deniedAreas(backend: Backend, uuid: string): Promise<ReadonlySet<string>> {
  const key = `${backend.key}\n${uuid}`;
  let denied = verdicts.get(key);
  if (!denied) {
    const canAccess = canAccessOf(backend);
    denied = Promise.all(
      AREAS.map(async (area) => {
        if (!canAccess) return [];
        const allowed = await canAccess({ resource: areaResource(area), action: 'list' }).then(
          (answer) => answer === true,
          () => false,
        );
        return allowed ? [] : [area.key, area.tag];
      }),
    ).then((lists) => new Set(lists.flat()));
    verdicts.set(key, denied);
  }
  return denied;
}
