// A Fluent Label above (or beside) one control, and the control's problem under it: what the
// filter bar and the pager need of Fluent's Field. Field also brings hints, four validation states
// and their icons, and every list page loads what its filters use up front.

import {
  Label,
  makeResetStyles,
  mergeClasses,
  tokens,
  typographyStyles,
  useId,
} from '@fluentui/react-components';
import { DiamondDismiss12Filled } from '@fluentui/react-icons/svg/diamond-dismiss';
import type { ReactNode } from 'react';

/** Props the labelled control spreads on itself. */
export interface ControlLabelling {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface LabelledControlProps {
  label: string;
  /** Beside the control (a pager's page size) instead of above it. */
  horizontal?: boolean;
  /** Why the control's value cannot be used: shown under it, and the control marked invalid. */
  problem?: string;
  className?: string;
  children(labelling: ControlLabelling): ReactNode;
}

// Field's spacing and message look, so a labelled control looks as a Field does. One rule per
// part: each part always takes all of its styles.
const useAboveClass = makeResetStyles({ display: 'grid' });
const useBesideClass = makeResetStyles({
  display: 'flex',
  alignItems: 'center',
  columnGap: tokens.spacingHorizontalXL,
});
const useLabelAboveClass = makeResetStyles({
  maxWidth: 'max-content',
  paddingTop: tokens.spacingVerticalXXS,
  paddingBottom: tokens.spacingVerticalXXS,
  marginBottom: tokens.spacingVerticalXXS,
});
const useLabelBesideClass = makeResetStyles({
  maxWidth: 'max-content',
  paddingTop: tokens.spacingVerticalSNudge,
  paddingBottom: tokens.spacingVerticalSNudge,
});
// The icon keeps to its column, so a message of several lines lines up beside it.
const useProblemClass = makeResetStyles({
  ...typographyStyles.caption1,
  display: 'flex',
  alignItems: 'flex-start',
  columnGap: tokens.spacingHorizontalXS,
  marginTop: tokens.spacingVerticalXXS,
  color: tokens.colorPaletteRedForeground1,
});
// Centred on the message's first line (caption1's line is 16px, the icon 12px).
const useProblemIconClass = makeResetStyles({ flexShrink: 0, marginTop: '2px' });

export function LabelledControl(props: LabelledControlProps) {
  const above = useAboveClass();
  const beside = useBesideClass();
  const labelAbove = useLabelAboveClass();
  const labelBeside = useLabelBesideClass();
  const id = useId('control-');
  const problemId = `${id}-problem`;
  const labelling: ControlLabelling = props.problem
    ? { id, 'aria-invalid': true, 'aria-describedby': problemId }
    : { id };
  return (
    <div className={mergeClasses(props.horizontal ? beside : above, props.className)}>
      <Label htmlFor={id} className={props.horizontal ? labelBeside : labelAbove}>
        {props.label}
      </Label>
      {props.children(labelling)}
      {props.problem ? <Problem id={problemId} text={props.problem} /> : null}
    </div>
  );
}

const MATCH_PARENT = { textAlign: 'match-parent' } as const;

/** The control's problem, announced when it appears. */
function Problem(props: { id: string; text: string }) {
  return (
    <div id={props.id} role="alert" className={useProblemClass()}>
      <DiamondDismiss12Filled className={useProblemIconClass()} />
      {/* The text reads in its own direction (an English UUID and its full stop in a right-to-left
          element), its lines aligned as the element's. */}
      <span dir="auto" style={MATCH_PARENT}>
        {props.text}
      </span>
    </div>
  );
}
