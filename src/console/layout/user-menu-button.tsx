// The account menu's trigger: the same button before and after the menu's code has loaded.

import { Button, type ButtonProps } from '@fluentui/react-components';
import { ctBook } from '../messages.en';
import { useMessages } from '../../ui/i18n';
import { PersonAvatar } from './person-avatar';

export type UserMenuButtonProps = ButtonProps & { name: string; compact?: boolean };

export function UserMenuButton({ name, compact, ...button }: UserMenuButtonProps) {
  const ct = useMessages(ctBook);
  return (
    <Button
      {...button}
      appearance="subtle"
      aria-label={ct('userMenu', { name })}
      // A person icon in the user's colour, not their initials: initials are text on screen
      // that the name ("Account menu of …") does not say, a mismatch for voice control.
      icon={<PersonAvatar idForColor={name} />}
    >
      {compact ? null : name}
    </Button>
  );
}
