// The top bar's account menu: the user's name and roles, and Sign out.

import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { rolesOf } from '../../core/access';
import { signOut } from '../../core/auth/sign-in';
import { useSignedInUser } from '../../ui/use-session';
import { ctBook } from '../messages.en';
import { useMessages } from '../../ui/i18n';

export function UserMenu(props: { compact?: boolean }) {
  const ct = useMessages(ctBook);

  const user = useSignedInUser();
  if (!user) return null;
  const name = user.name || user.email;
  const roles = rolesOf(user).join(', ');
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={ct('userMenu', { name })}
          // A person icon in the user's colour, not their initials: initials are text on screen
          // that the name ("Account menu of …") does not say, a mismatch for voice control.
          icon={<Avatar idForColor={name} size={24} color="colorful" aria-hidden />}
        >
          {props.compact ? null : name}
        </Button>
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
