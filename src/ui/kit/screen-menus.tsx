// The kit's menus, loaded on first use: the column chooser and a row's actions.
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons/svg/column-triple-edit';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { useCallback } from 'react';
import type { ResourceColumn } from '../resource-table';
import type { RowAction } from './area-config';
import type { ColumnMemory } from './column-memory';
import { kitTextBook } from './kit-messages';
import { kitWorkBook } from './kit-work-messages';
import { offeredActions } from './own-row';
import { useMessages } from '../i18n';

const useStyles = makeStyles({
  // The reason stays readable: the greyed-out item says "not now", this line says why.
  reason: { color: tokens.colorNeutralForeground3 },
});

export interface ColumnMenuProps {
  columns: readonly ResourceColumn<never>[];
  memory: ColumnMemory;
  /** Opened by a click on the stand-in button before this chunk arrived. */
  defaultOpen?: boolean;
}

export interface RowActionsMenuProps {
  row: unknown;
  name: string;
  /** The row is the signed-in user's own: some actions are refused there. */
  own: boolean;
  actions: readonly RowAction<never>[];
  onEdit?: (row: never) => void;
  onAction(action: RowAction<never>, row: never): void;
  defaultOpen?: boolean;
}

/**
 * The trigger of a menu opened by a press on its stand-in: the stand-in held the focus and is gone,
 * so the trigger takes it before the menu opens. The menu then hands the focus back to the trigger
 * when it closes (and a dialog opened from one of its items, to the trigger after that), instead
 * of to whatever had it before the stand-in.
 */
function useTakeFocus(openedByStandIn: boolean | undefined) {
  return useCallback(
    (button: HTMLButtonElement | null) => {
      if (openedByStandIn) button?.focus();
    },
    [openedByStandIn],
  );
}

export function ColumnMenu(props: ColumnMenuProps) {
  const kitText = useMessages(kitTextBook);
  const workText = useMessages(kitWorkBook);

  const { memory } = props;
  const triggerRef = useTakeFocus(props.defaultOpen);
  const checked = props.columns
    .filter((column) => !memory.hidden.has(column.key))
    .map((column) => column.key);
  return (
    <Menu
      defaultOpen={props.defaultOpen}
      checkedValues={{ columns: checked }}
      onCheckedValueChange={(_, data) => {
        const next = new Set(data.checkedItems);
        for (const column of props.columns) {
          if (next.has(column.key) === memory.hidden.has(column.key)) memory.toggle(column.key);
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button ref={triggerRef} appearance="subtle" icon={<ColumnTripleEditRegular />}>
          {kitText('columns')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {props.columns.map((column) => (
            <MenuItemCheckbox key={column.key} name="columns" value={column.key}>
              {column.label}
            </MenuItemCheckbox>
          ))}
          <MenuDivider />
          <MenuItem onClick={memory.reset}>{workText('columnsReset')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function RowActionsMenu(props: RowActionsMenuProps) {
  const kitText = useMessages(kitTextBook);
  const workText = useMessages(kitWorkBook);

  const styles = useStyles();
  const triggerRef = useTakeFocus(props.defaultOpen);
  const row = props.row as never;
  const offered = offeredActions(props.actions, row, props.own);
  if (offered.length === 0 && !props.onEdit) return null;
  return (
    <Menu defaultOpen={props.defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          ref={triggerRef}
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={kitText('actionsLabel', { name: props.name })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {props.onEdit ? (
            <MenuItem onClick={() => props.onEdit?.(row)}>{workText('edit')}</MenuItem>
          ) : null}
          {offered.map(({ action, refused }) => (
            <MenuItem
              key={action.key}
              disabled={refused}
              subText={
                refused ? { children: workText('ownRow'), className: styles.reason } : undefined
              }
              onClick={() => props.onAction(action, row)}
            >
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
