// The row menu of one system user: edit, disable or enable, delete (your own account cannot be disabled or deleted).

import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
  ProhibitedRegular,
} from '@fluentui/react-icons';
import { useRef } from 'react';
import type { SysUser } from '../../resources/schemas';
import { textBook } from './messages';
import { useMessages } from '../../ui/i18n';

/** `opener` is the menu button, which gets the focus back when a dialog the action opened closes. */
export interface SysUserActionHandlers {
  edit(user: SysUser, opener?: HTMLElement | null): void;
  /** Asks first: disabling locks the user out. */
  disable(user: SysUser, opener?: HTMLElement | null): void;
  enable(user: SysUser): void;
  /** Asks first. */
  remove(user: SysUser, opener?: HTMLElement | null): void;
}

export function SysUserActions(props: {
  user: SysUser;
  isYou: boolean;
  handlers: SysUserActionHandlers;
}) {
  const text = useMessages(textBook);

  const { user, isYou, handlers } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Menu positioning={{ autoSize: true }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          ref={trigger}
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={text('action.menu', { name: user.name })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<EditRegular />} onClick={() => handlers.edit(user, trigger.current)}>
            {text('action.edit')}
          </MenuItem>
          {user.status !== 'active' ? (
            <MenuItem icon={<CheckmarkCircleRegular />} onClick={() => handlers.enable(user)}>
              {text('action.enable')}
            </MenuItem>
          ) : null}
          {user.status !== 'disabled' ? (
            <MenuItem
              icon={<ProhibitedRegular />}
              disabled={isYou}
              onClick={() => handlers.disable(user, trigger.current)}
            >
              {text('action.disable')}
            </MenuItem>
          ) : null}
          <MenuItem
            icon={<DeleteRegular />}
            disabled={isYou}
            onClick={() => handlers.remove(user, trigger.current)}
          >
            {text('action.delete')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
