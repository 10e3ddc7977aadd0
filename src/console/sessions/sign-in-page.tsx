// /sessions/signin: email and password, or the phone-login wizard (tabs); links to sign up and forgot password; afterwards back to the remembered same-origin path.

import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { signIn } from '../../core/auth/sign-in';
import type { Translator } from '../../core/i18n';
import { useSignedInUser } from '../../ui/use-session';
import { ctBook } from '../messages.en';
import { RouterLink } from '../router-link';
import { safeRedirect } from '../safe-redirect';
import { type SessionField, SessionForm, useSessionForm } from './session-form';
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
  tabs: { marginBlockEnd: tokens.spacingVerticalM },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalL,
  },
});

type Method = 'email' | 'phone';

function SignInLinks() {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  return (
    <nav className={styles.links} aria-label={ct('session.signIn')}>
      <span>
        {ct('noAccount')} <RouterLink to="/sessions/signup">{ct('createAccount')}</RouterLink>
      </span>
      <RouterLink to="/sessions/forgot-password">{ct('forgotLink')}</RouterLink>
    </nav>
  );
}

export function SignInPage() {
  const ct = useMessages(ctBook);
  const { t } = useT();

  const styles = useStyles();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const [method, setMethod] = useState<Method>(query.get('method') === 'phone' ? 'phone' : 'email');
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
      await signIn((values.email ?? '').trim(), values.password ?? '');
    },
  );
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={method}
        onTabSelect={(_, data) => setMethod(data.value === 'phone' ? 'phone' : 'email')}
        aria-label={ct('session.signIn')}
      >
        <Tab value="email">{ct('signInWithEmail')}</Tab>
        <Tab value="phone">{ct('signInWithPhone')}</Tab>
      </TabList>
      {method === 'email' ? (
        <SessionForm
          title={ct('session.signIn')}
          intro={ct('signInIntro')}
          fields={FIELDS}
          form={form}
          submitLabel={t('signIn.submit')}
        />
      ) : (
        <PhoneLoginWizard />
      )}
      <SignInLinks />
    </>
  );
}
