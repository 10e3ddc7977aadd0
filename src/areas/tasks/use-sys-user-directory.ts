// Every system user once, through the shared query cache: names for the assignee column and options for the selects.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sysUsers } from '../../resources/sys-users';
import type { SysUser } from '../../resources/schemas';
import type { FilterOption } from '../../ui/use-filter-bar';
import { useListError } from '../../ui/use-list-error';

import { SYS_USER_DIRECTORY_PARAMS } from './task-list-first-page';

export interface SysUserDirectory {
  users: readonly SysUser[];
  /** Name by uuid; undefined while loading or for a user that is gone. */
  nameOf(uuid: string | null | undefined): string | undefined;
  /** Select options, by name. */
  options: readonly FilterOption[];
  loading: boolean;
}

export function useSysUserDirectory(): SysUserDirectory {
  // A plain query: the directory only reads names, with a long staleTime, and needs no list store.
  const query = useQuery({
    queryKey: sysUsers.keys.list(SYS_USER_DIRECTORY_PARAMS),
    queryFn: ({ signal }) => sysUsers.list(SYS_USER_DIRECTORY_PARAMS, signal),
    // Names change rarely; mutations of sys users invalidate the group anyway.
    staleTime: 5 * 60_000,
  });
  useListError(query);
  const users = query.data?.items;
  return useMemo(() => {
    const list = users ?? [];
    const names = new Map(list.map((user) => [user.uuid, user.name || user.email]));
    return {
      users: list,
      nameOf: (uuid) => (uuid ? names.get(uuid) : undefined),
      options: list.map((user) => ({ value: user.uuid, label: user.name || user.email })),
      loading: users === undefined,
    };
  }, [users]);
}
