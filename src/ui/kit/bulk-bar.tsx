// The bar over a list with rows selected: how many, "all matching the filter", the area's bulk actions, clear (loaded with the first selection, or once the list is idle).
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BusyButton } from '../busy-button';
import type { BulkAction } from './area-config';
import { kitWorkBook } from './kit-work-messages';
import { useLocale, useMessages } from '../i18n';

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
  const kitText = useMessages(kitWorkBook);
  const { formatNumber } = useLocale();

  const styles = useStyles();
  const shown = props.allMatching ? props.total : props.count;
  return (
    <div role="toolbar" aria-label={kitText('bulkLabel')} className={styles.bar}>
      <Text className={styles.count} aria-live="polite">
        {kitText.plural(props.allMatching ? 'allMatching' : 'selected', shown, {
          count: formatNumber(shown),
        })}
      </Text>
      {props.pageSelected && !props.allMatching && props.total > props.count ? (
        <Button appearance="transparent" onClick={props.onSelectAllMatching}>
          {kitText.plural('selectAllMatching', props.total, {
            count: formatNumber(props.total),
          })}
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
