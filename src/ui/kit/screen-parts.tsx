// The kit's toolbar parts in the first load: the bulk action bar and the export button.
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { BusyButton } from '../busy-button';
import type { BulkAction } from './area-config';
import { kitTextBook } from './kit-messages';
import { useMessages } from '../i18n';

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
  const kitText = useMessages(kitTextBook);

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

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

export function ExportButton(props: { progress: { bytes: number } | null; onExport(): void }) {
  const kitText = useMessages(kitTextBook);

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
