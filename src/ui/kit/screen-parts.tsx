// The kit's toolbar parts: the bulk action bar, the column menu, the export button and a row's actions menu.
import {
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ColumnTripleEditRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { BusyButton } from '../busy-button';
import type { ResourceColumn } from '../resource-table';
import type { BulkAction, RowAction } from './area-config';
import type { ColumnMemory } from './column-memory';
import { kitText } from './kit-messages';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { fontWeight: tokens.fontWeightSemibold },
});

export interface BulkBarProps {
  count: number;
  total: number;
  allMatching: boolean;
  /** Every row of the page is selected, so "all matching" may be offered. */
  pageSelected: boolean;
  actions: readonly BulkAction[];
  busy: boolean;
  onAction(action: BulkAction): void;
  onSelectAllMatching(): void;
  onClear(): void;
}

export function BulkBar(props: BulkBarProps) {
  const styles = useStyles();
  const shown = props.allMatching ? props.total : props.count;
  return (
    <div role="toolbar" aria-label={kitText('bulkLabel')} className={styles.bar}>
      <Text className={styles.count} aria-live="polite">
        {props.allMatching
          ? kitText('allMatching', { total: props.total })
          : kitText('selected', { count: shown })}
      </Text>
      {props.pageSelected && !props.allMatching && props.total > props.count ? (
        <Button appearance="transparent" onClick={props.onSelectAllMatching}>
          {kitText('selectAllMatching', { total: props.total })}
        </Button>
      ) : null}
      {props.actions.map((action) => (
        <BusyButton
          key={action.key}
          busy={props.busy}
          appearance="secondary"
          onClick={() => props.onAction(action)}
        >
          {action.label}
        </BusyButton>
      ))}
      <Button appearance="subtle" onClick={props.onClear}>
        {kitText('clearSelection')}
      </Button>
    </div>
  );
}

export function ColumnMenu<T>(props: {
  columns: readonly ResourceColumn<T>[];
  memory: ColumnMemory;
}) {
  const { memory } = props;
  const checked = props.columns
    .filter((column) => !memory.hidden.has(column.key))
    .map((column) => column.key);
  return (
    <Menu
      checkedValues={{ columns: checked }}
      onCheckedValueChange={(_, data) => {
        const next = new Set(data.checkedItems);
        for (const column of props.columns) {
          if (next.has(column.key) === memory.hidden.has(column.key)) memory.toggle(column.key);
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ColumnTripleEditRegular />}>
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
          <MenuItem onClick={memory.reset}>{kitText('columnsReset')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

export function ExportButton(props: { progress: { bytes: number } | null; onExport(): void }) {
  const running = props.progress !== null;
  return (
    <BusyButton
      busy={running}
      appearance="subtle"
      icon={<ArrowDownloadRegular />}
      onClick={props.onExport}
    >
      {running
        ? kitText('exporting', { size: kilobytes(props.progress?.bytes ?? 0) })
        : kitText('export')}
    </BusyButton>
  );
}

export function RowActionsMenu<T>(props: {
  row: T;
  name: string;
  actions: readonly RowAction<T>[];
  onEdit?: (row: T) => void;
  onAction(action: RowAction<T>, row: T): void;
}) {
  const offered = props.actions.filter((action) => action.when?.(props.row) ?? true);
  if (offered.length === 0 && !props.onEdit) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={kitText('actionsLabel', { name: props.name })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {props.onEdit ? (
            <MenuItem onClick={() => props.onEdit?.(props.row)}>{kitText('edit')}</MenuItem>
          ) : null}
          {offered.map((action) => (
            <MenuItem key={action.key} onClick={() => props.onAction(action, props.row)}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
