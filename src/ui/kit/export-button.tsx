// The header's "Export CSV" button, with the size downloaded so far while an export runs.
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import type { BusyButtonProps } from '../busy-button';
import { useMessages } from '../i18n';
import { LazyPartBoundary, lazyPart } from '../lazy-part';
import { kitTextBook } from './kit-messages';

// The busy look (spinner, no second press) is only for a running export: its code comes with the
// first press, not with the list's first rows.
const busyPart = lazyPart<BusyButtonProps>(() =>
  import('../busy-button').then((module) => module.BusyButton),
);

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

export function ExportButton(props: { progress: { bytes: number } | null; onExport(): void }) {
  const kitText = useMessages(kitTextBook);
  const running = props.progress !== null;
  const label = running
    ? kitText('exporting', { size: kilobytes(props.progress?.bytes ?? 0) })
    : kitText('export');
  if (!running) {
    return (
      <Button
        appearance="subtle"
        icon={<ArrowDownloadRegular />}
        onClick={props.onExport}
        onPointerEnter={busyPart.preload}
        onFocus={busyPart.preload}
      >
        {label}
      </Button>
    );
  }
  const BusyButton = busyPart.current();
  // While its code arrives, the same button, unpressable.
  const standIn = (
    <Button appearance="subtle" icon={<ArrowDownloadRegular />} disabledFocusable>
      {label}
    </Button>
  );
  return (
    <LazyPartBoundary part={busyPart} loading={standIn} fallback={standIn}>
      <BusyButton busy appearance="subtle" icon={<ArrowDownloadRegular />}>
        {label}
      </BusyButton>
    </LazyPartBoundary>
  );
}
