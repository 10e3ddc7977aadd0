// Who is signed in (name, email, roles, phone sign-in status) and the Sign out button.
import {
  Badge,
  makeStyles,
  Persona,
  tokens,
  typographyStyles,
  useId,
} from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { useEffect, useRef } from 'react';
import { rolesOf } from '../../core/access';
import type { SessionUser } from '../../core/auth/types';
import { offersPhoneSignIn } from '../../core/providers/phone-offers';
import { useBackend } from '../../ui/backend-context';
import { BusyButton } from '../../ui/busy-button';

import { type FocusClaim, takeClaim } from './focus-claim';
import { textBook } from './messages.en';
import { useSignInStyles } from './sign-in-styles';
import { PhoneSession } from './phone-session';
import { useSignedInPanel } from './use-signed-in-panel';
import { useMessages, useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'center',
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // The heading takes focus only programmatically (tabIndex -1), so it needs no focus ring.
  heading: { ...typographyStyles.subtitle1, margin: 0, outlineStyle: 'none' },
});

function Roles(props: { user: SessionUser }) {
  const text = useMessages(textBook);

  const styles = useStyles();
  const roles = rolesOf(props.user);
  if (roles.length === 0) return <TextLook look="body1">{text('noRoles')}</TextLook>;
  return (
    <span className={styles.roles}>
      {roles.map((role) => (
        <Badge key={role} appearance="tint" color={role === 'GUEST' ? 'informative' : 'brand'}>
          {role}
        </Badge>
      ))}
    </span>
  );
}

export interface SignedInPanelProps {
  user: SessionUser;
  /** Set when this element signed in: its form had focus and just went away, so the heading takes it. */
  focusClaim?: FocusClaim;
}

export function SignedInPanel(props: SignedInPanelProps) {
  const text = useMessages(textBook);
  const { formatDateTime } = useLocale();

  const { user } = props;
  const headingId = useId('bo-signed-in');
  const styles = useStyles();
  const layout = useSignInStyles();
  const panel = useSignedInPanel();
  const heading = useRef<HTMLHeadingElement>(null);
  const { focusClaim } = props;
  // Signing in here removed the focused form: keyboard users continue from this heading.
  useEffect(() => {
    if (takeClaim(focusClaim, 'signed-in')) heading.current?.focus();
  }, [focusClaim]);
  const { lastFetchedAt } = panel.phoneSession;
  const phone = offersPhoneSignIn(useBackend());
  return (
    <section className={layout.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {text('signedInTitle')}
      </h2>
      <Persona
        size="large"
        name={user.name || user.email}
        secondaryText={user.name ? user.email : undefined}
        avatar={{ color: 'colorful' }}
      />
      <dl className={styles.facts}>
        <dt className={styles.term}>{text('roles')}</dt>
        <dd className={styles.value}>
          <Roles user={user} />
        </dd>
        {/* Phone sign-in where the back end offers it (the page's, or an auth provider's extras). */}
        {phone ? (
          <>
            <dt className={styles.term}>{text('phoneSession')}</dt>
            <dd className={styles.value}>
              <PhoneSession session={panel.phoneSession} />
            </dd>
            <dt className={styles.term}>{text('lastFetched')}</dt>
            <dd className={styles.value}>
              <TextLook look="body1">{formatDateTime(lastFetchedAt) || text('never')}</TextLook>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={layout.actions}>
        <BusyButton
          busy={panel.signingOut}
          onClick={() => {
            if (focusClaim) focusClaim.current = 'signed-out';
            void panel.signOut();
          }}
        >
          {text('signOut')}
        </BusyButton>
      </div>
    </section>
  );
}
