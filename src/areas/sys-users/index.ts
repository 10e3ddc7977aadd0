// The system-user area: its screen for the console and for <bo-sys-user-manager>.

export { SysUserManager, type SysUserManagerProps } from './sys-user-manager';
