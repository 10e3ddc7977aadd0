// Cell contents of the system-user table: the name with a "You" mark, the roles as coloured badges.

import { Badge, type BadgeProps, makeStyles, tokens } from '@fluentui/react-components';
import { ROLE_CODES, type RoleCode } from '../../resources/enums';
import { useMessages } from '../../ui/i18n';
import { textBook } from './messages.en';

const ROLE_COLORS: Readonly<Record<RoleCode, NonNullable<BadgeProps['color']>>> = {
  SA: 'danger',
  ADMIN: 'brand',
  EDITOR: 'success',
  GUEST: 'informative',
};

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Badges in the order of the role list, so the same set always reads the same. */
export function RoleBadges({ roles }: { roles: readonly RoleCode[] }) {
  const text = useMessages(textBook);
  const styles = useStyles();
  if (roles.length === 0) return <span className={styles.muted}>{text('noRoles')}</span>;
  return (
    <span className={styles.row}>
      {ROLE_CODES.filter((role) => roles.includes(role)).map((role) => (
        <Badge key={role} appearance="outline" color={ROLE_COLORS[role]} shape="rounded">
          {text(`role.${role}`)}
        </Badge>
      ))}
    </span>
  );
}

/** The signed-in admin finds their own account at a glance (and knows why it cannot be disabled). */
export function NameCell({ name, you }: { name: string; you: boolean }) {
  const text = useMessages(textBook);
  const styles = useStyles();
  return (
    <span className={styles.row}>
      {name}
      {you ? (
        <Badge appearance="tint" color="informative" size="small">
          {text('you')}
        </Badge>
      ) : null}
    </span>
  );
}
