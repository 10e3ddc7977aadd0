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
import { PhoneSessionLine } from '../../areas/sign-in/phone-session';
import { usePhoneSession, useSignOut } from '../../areas/sign-in/use-signed-in-panel';
import { rolesOf } from '../../core/access';
import type { SessionUser } from '../../core/auth/session';
import { offersPhoneSignIn } from '../../core/providers/phone-offers';
import { useBackend } from '../../ui/backend-context';
import { useMessages } from '../../ui/i18n';
import { ctBook } from '../messages.en';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuPopoverProps {
  user: SessionUser;
  compact?: boolean;
  /** Opens at once: the button was pressed before this code arrived. */
  defaultOpen: boolean;
}

/**
 * Read when the menu's code arrives (the first hover, focus or press of its button), as
 * <bo-sign-in>'s panel reads it when shown: sign-out then knows whether a phone session is open.
 */
export function UserMenuPopover({ user, compact, defaultOpen }: UserMenuPopoverProps) {
  const ct = useMessages(ctBook);
  const phoneSession = usePhoneSession();
  // A back end without phone sign-in has no phone session to speak of, as on <bo-sign-in>'s panel.
  const phone = offersPhoneSignIn(useBackend());
  const { signOut } = useSignOut();
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
          {phone ? (
            <MenuGroupHeader>
              <PhoneSessionLine session={phoneSession} />
            </MenuGroupHeader>
          ) : null}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {ct('signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
