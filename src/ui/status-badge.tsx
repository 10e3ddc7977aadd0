// StatusBadge: an enum value (task, message, user, order status, priority, verdict) as a coloured badge with a humanized label.

import {
  type BadgeProps,
  type BadgeState,
  useBadgeStyles_unstable,
} from '@fluentui/react-components';
import { useLocale } from './i18n';

export interface BadgeLook {
  color: NonNullable<BadgeProps['color']>;
  appearance?: NonNullable<BadgeProps['appearance']>;
}

/** One look per domain value; the same word (e.g. `active`) means the same thing across entities. */
export const STATUS_LOOKS: Readonly<Record<string, BadgeLook>> = {
  // tasks
  open: { color: 'informative' },
  in_progress: { color: 'brand' },
  review: { color: 'warning' },
  done: { color: 'success' },
  cancelled: { color: 'subtle' },
  // messages
  new: { color: 'informative' },
  approved: { color: 'success' },
  rejected: { color: 'danger' },
  published: { color: 'brand' },
  failed: { color: 'danger', appearance: 'filled' },
  // people, buyers, sys users
  active: { color: 'success' },
  disabled: { color: 'subtle' },
  pending: { color: 'warning' },
  blocked: { color: 'danger' },
  // orders
  paid: { color: 'success' },
  completed: { color: 'success', appearance: 'filled' },
  refunded: { color: 'important' },
  // priorities
  low: { color: 'subtle' },
  normal: { color: 'informative' },
  high: { color: 'warning' },
  urgent: { color: 'danger', appearance: 'filled' },
  // review verdicts
  changes_requested: { color: 'warning' },
  comment: { color: 'informative' },
};

const FALLBACK_LOOK: BadgeLook = { color: 'informative' };

export { humanize } from './locale';

/** The badge look of a value: the shared map, or a neutral default. */
export function statusLook(value: string): Required<BadgeLook> {
  const look = STATUS_LOOKS[value] ?? FALLBACK_LOOK;
  return { color: look.color, appearance: look.appearance ?? 'tint' };
}

export interface StatusBadgeProps {
  value: string;
}

/**
 * A Fluent badge without the Badge component: the same node and classes, from Fluent's own badge
 * style hook, without its slot machinery (two badges a row, on every page and filter change).
 */
export function StatusBadge({ value }: StatusBadgeProps) {
  const look = statusLook(value);
  const { statusLabel } = useLocale();
  const state = {
    shape: 'rounded',
    size: 'medium',
    appearance: look.appearance,
    color: look.color,
    iconPosition: 'before',
    root: { className: '' },
  } as unknown as BadgeState;
  useBadgeStyles_unstable(state);
  return <div className={state.root.className}>{statusLabel(value)}</div>;
}
