// Cell contents of the system-user table: name with a "You" mark, email, role badges, dates.

import { Badge, type BadgeProps, makeStyles, tokens } from '@fluentui/react-components';
import type { RoleCode } from '../../resources/enums';
import type { SysUser } from '../../resources/schemas';

import { textBook, roleLabel } from './messages';
import { orderedRoles } from './sys-user-draft';
import { useMessages, useLocale } from '../../ui/i18n';

const ROLE_COLORS: Readonly<Record<RoleCode, NonNullable<BadgeProps['color']>>> = {
  SA: 'danger',
  ADMIN: 'brand',
  EDITOR: 'success',
  GUEST: 'informative',
};

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  name: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  email: { overflowWrap: 'anywhere' },
});

export function RoleBadges({ roles }: { roles: readonly RoleCode[] }) {
  const text = useMessages(textBook);

  const styles = useStyles();
  if (roles.length === 0) return <span className={styles.muted}>{text('noRoles')}</span>;
  return (
    <span className={styles.badges}>
      {orderedRoles(roles).map((role) => (
        <Badge key={role} appearance="outline" color={ROLE_COLORS[role]} shape="rounded">
          {roleLabel(text, role)}
        </Badge>
      ))}
    </span>
  );
}

export function NameCell({ user, isYou }: { user: SysUser; isYou: boolean }) {
  const text = useMessages(textBook);

  const styles = useStyles();
  return (
    <span className={styles.name}>
      {user.name}
      {isYou ? (
        <Badge appearance="tint" color="informative" size="small">
          {text('you')}
        </Badge>
      ) : null}
    </span>
  );
}

/** Long addresses break anywhere rather than run into the next column. */
export function EmailCell({ email }: { email: string }) {
  const styles = useStyles();
  return <span className={styles.email}>{email}</span>;
}

/** The date in the cell, the full date and time on hover. */
export function DateCell({ value, fallback }: { value: string | null; fallback: string }) {
  const { formatDate, formatDateTime } = useLocale();

  const styles = useStyles();
  const date = formatDate(value);
  if (!value || !date) return <span className={styles.muted}>{fallback}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value, 'full')} className={styles.nowrap}>
      {date}
    </time>
  );
}
