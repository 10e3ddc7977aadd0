// The top bar's account menu: the user's name and roles, and Sign out. Its button shows at once; the menu's code (Fluent's Menu with its positioning and focus handling, some 30 kB) follows on the first hover, focus or press of the button.

import { type ComponentType, useCallback, useState } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { useSignedInUser } from '../../ui/use-session';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuPopoverProps } from './user-menu-popover';

const popoverPart = lazyPart<UserMenuPopoverProps>(() =>
  import('./user-menu-popover').then((module) => module.UserMenuPopover),
);

export function UserMenu(props: { compact?: boolean }) {
  const user = useSignedInUser();
  const [Popover, setPopover] = useState<ComponentType<UserMenuPopoverProps> | null>(() =>
    popoverPart.loaded(),
  );
  // Pressed before the code was there: the menu opens as soon as it is.
  const [pressed, setPressed] = useState(false);
  const load = useCallback(() => {
    popoverPart.load().then(
      (component) => setPopover(() => component),
      () => setPressed(false),
    );
  }, []);
  if (!user) return null;
  // Keyed by user: another user gets a fresh phone-status read.
  if (Popover)
    return <Popover key={user.uuid} user={user} compact={props.compact} defaultOpen={pressed} />;
  return (
    <UserMenuButton
      name={user.name || user.email}
      compact={props.compact}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
}
