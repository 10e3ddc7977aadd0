// The system-user area: its screen for the console and for <bo-sys-user-manager>.
import { sysUsers } from '../../resources/sys-users';
import { prefetchFirstPage } from '../../ui/use-resource-list';

export { SysUserManager, type SysUserManagerProps } from './sys-user-manager';

/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = (): Promise<void> => prefetchFirstPage(sysUsers);
