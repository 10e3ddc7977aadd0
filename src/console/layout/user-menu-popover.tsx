// The account menu itself (Fluent's Menu, its positioning and focus code): a chunk fetched after the first screen.

import {
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { rolesOf } from '../../core/access';
import { signOut } from '../../core/auth/sign-in';
import type { SessionUser } from '../../core/auth/session';
import { ctBook } from '../messages.en';
import { useMessages } from '../../ui/i18n';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuPopoverProps {
  user: SessionUser;
  compact?: boolean;
  /** Opens at once: the button was pressed before this code arrived. */
  defaultOpen: boolean;
}

export function UserMenuPopover({ user, compact, defaultOpen }: UserMenuPopoverProps) {
  const ct = useMessages(ctBook);
  const name = user.name || user.email;
  const roles = rolesOf(user).join(', ');
  return (
    <Menu positioning="below-end" defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <UserMenuButton name={name} compact={compact} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroupHeader>
            <Text weight="semibold">{name}</Text>
          </MenuGroupHeader>
          <MenuGroupHeader>
            <Text size={200}>{user.email}</Text>
          </MenuGroupHeader>
          <MenuGroupHeader>
            <Text size={200}>{ct('roles', { roles: roles || '—' })}</Text>
          </MenuGroupHeader>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {ct('signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
