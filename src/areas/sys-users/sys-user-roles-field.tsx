// The roles of a system user as a labelled group of checkboxes with one error message; SA only offered to SA users.

import { Checkbox, Label, makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import { ROLE_CODES, type RoleCode } from '../../resources/enums';
import { textBook, roleLabel } from './messages';
import { toggleRole } from './sys-user-draft';
import { useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
});

export interface SysUserRolesFieldProps {
  roles: readonly RoleCode[];
  onChange(roles: RoleCode[]): void;
  /** Only SA accounts may grant SA; others see it only on an account that already holds it, locked. */
  canGrantSa: boolean;
  error?: string;
  disabled?: boolean;
}

export function SysUserRolesField(props: SysUserRolesFieldProps) {
  const text = useMessages(textBook);

  const { roles, canGrantSa, error } = props;
  const styles = useStyles();
  const labelId = useId('roles-label');
  const errorId = useId('roles-error');
  const offered = ROLE_CODES.filter((role) => role !== 'SA' || canGrantSa || roles.includes('SA'));
  return (
    <fieldset aria-labelledby={labelId} className={styles.group}>
      <Label id={labelId} required>
        {text('form.roles')}
      </Label>
      {offered.map((role) => (
        <Checkbox
          key={role}
          checked={roles.includes(role)}
          disabled={props.disabled || (role === 'SA' && !canGrantSa)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(_, data) => props.onChange(toggleRole(roles, role, data.checked === true))}
          label={
            <>
              {roleLabel(text, role)}{' '}
              <span className={styles.hint}>— {text(`roleHint.${role}`)}</span>
            </>
          }
        />
      ))}
      {error ? (
        <Text id={errorId} size={200} className={styles.error} role="alert">
          <ErrorCircle12Filled aria-hidden />
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
