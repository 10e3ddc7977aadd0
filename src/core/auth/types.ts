// The signed-in user as the console keeps it (sign-in reply `user`).
import type { RoleCode } from '../access';

export interface SessionUser {
  uuid: string;
  email: string;
  name: string;
  /** The server sends an array; older records may hold a single role. */
  roles: RoleCode[] | RoleCode;
  /** The permission codes the user's roles hold (sign-in, refresh and /sys/me replies); absent in older records. */
  permissions?: string[];
}
