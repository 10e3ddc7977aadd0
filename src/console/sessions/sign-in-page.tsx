// /sessions/signin: email and password, or the phone-login wizard (a link between the two, `?method=phone`); links to sign up and forgot password; afterwards back to the remembered same-origin path.

import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { offersPhoneSignIn } from '../../core/providers/phone-offers';
import { signInOn } from '../../core/providers/provider-sign-in';
import { useBackend } from '../../ui/backend-context';
import type { Translator } from '../../core/i18n';
import { useSignedInUser } from '../../ui/use-session';
import { ctBook } from '../messages.en';
import { safeRedirect } from '../safe-redirect';
import { SIGN_IN_PATH } from '../session-paths';
import { SessionLink, useSessionAddress, useSessionQuery } from './session-address';
import { type SessionField, SessionForm, SessionHeading, useSessionForm } from './session-form';
import { useMessages, useT } from '../../ui/i18n';

/** Built per language: the labels are the element's. */
const fieldsOf = ({ t }: Translator): readonly SessionField[] => [
  { name: 'email', label: t('signIn.email'), type: 'email', autoComplete: 'username' },
  {
    name: 'password',
    label: t('signIn.password'),
    type: 'password',
    autoComplete: 'current-password',
  },
];

// The phone wizard loads when its tab is chosen: most people sign in with their email.
const phoneWizardPart = lazyPart<object>(() =>
  import('../../areas/sign-in/phone-login-wizard').then((module) => module.PhoneLoginWizard),
);

function PhoneLoginWizard() {
  const Wizard = phoneWizardPart.current();
  return (
    <LazyPartBoundary part={phoneWizardPart}>
      <Wizard />
    </LazyPartBoundary>
  );
}

const useStyles = makeStyles({
  heading: { marginBlockEnd: tokens.spacingVerticalS },
  method: { marginBlockStart: tokens.spacingVerticalL, marginBlockEnd: 0 },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalL,
  },
});

type Method = 'email' | 'phone';

/**
 * The way in lives in the URL (`?method=phone`), so the wizard is a deep link and Back returns
 * to the form. A link rather than a tab list: tabs would load Fluent's arrow-key mover on the
 * first page every signed-out visitor sees, for a choice most of them never make.
 */
function methodSearch(query: URLSearchParams, method: Method): string {
  const next = new URLSearchParams(query);
  if (method === 'phone') next.set('method', 'phone');
  else next.delete('method');
  const search = next.toString();
  return search ? `?${search}` : '';
}

function SignInLinks(props: { query: URLSearchParams; method: Method; phone: boolean }) {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const other: Method = props.method === 'phone' ? 'email' : 'phone';
  return (
    <nav aria-label={ct('session.signIn')}>
      {props.phone ? (
        <p className={styles.method}>
          <SessionLink to={`${SIGN_IN_PATH}${methodSearch(props.query, other)}`}>
            {other === 'phone' ? ct('signInWithPhone') : ct('signInWithEmail')}
          </SessionLink>
        </p>
      ) : null}
      <div className={styles.links}>
        <span>
          {ct('noAccount')} <SessionLink to="/sessions/signup">{ct('createAccount')}</SessionLink>
        </span>
        <SessionLink to="/sessions/forgot-password">{ct('forgotLink')}</SessionLink>
      </div>
    </nav>
  );
}

export function SignInPage() {
  const ct = useMessages(ctBook);
  const { t } = useT();
  const styles = useStyles();
  const query = useSessionQuery();
  const { navigate } = useSessionAddress();
  const user = useSignedInUser();
  const backend = useBackend();
  // Without phone sign-in on this back end (offersPhoneSignIn), `?method=phone` shows the form.
  const phone = offersPhoneSignIn(backend);
  const method: Method = phone && query.get('method') === 'phone' ? 'phone' : 'email';
  const target = safeRedirect(query.get('redirect'));
  // Any sign-in (email, phone, another tab) continues to the remembered path.
  useEffect(() => {
    if (user) navigate(target, { replace: true });
  }, [user, target, navigate]);
  const translator = useT();
  const FIELDS = useMemo(() => fieldsOf(translator), [translator]);
  const form = useSessionForm(
    FIELDS,
    (values) => {
      const errors: Record<string, string> = {};
      if (!values.email?.trim()) errors.email = t('signIn.emailRequired');
      if (!values.password) errors.password = t('signIn.passwordRequired');
      return errors;
    },
    async (values) => {
      await signInOn(backend, (values.email ?? '').trim(), values.password ?? '');
    },
  );
  return (
    <>
      {method === 'email' ? (
        <SessionForm
          title={ct('session.signIn')}
          intro={ct('signInIntro')}
          fields={FIELDS}
          form={form}
          submitLabel={t('signIn.submit')}
        />
      ) : (
        // The page keeps its one h1 when the wizard (headed by its own h2) takes the form's place.
        <>
          <SessionHeading className={styles.heading}>{ct('session.signIn')}</SessionHeading>
          <PhoneLoginWizard />
        </>
      )}
      <SignInLinks query={query} method={method} phone={phone} />
    </>
  );
}
