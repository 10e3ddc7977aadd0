// <bo-sign-in>'s screen: email or phone sign-in (chosen with tabs) while signed out, who is signed in afterwards.
import { makeStyles, type SelectTabData, Tab, TabList, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { offersPhoneSignIn } from '../../core/providers/phone-offers';
import { useBackend } from '../../ui/backend-context';
import { SignInForm } from '../../ui/sign-in-form';
import { useSignedInUser } from '../../ui/use-session';
import { type FocusClaim, type OwnChange, releaseOnFocusLeave, takeClaim } from './focus-claim';
import { textBook } from './messages.en';
import { PhoneLoginWizard } from './phone-login-wizard';
import { SignedInPanel } from './signed-in-panel';
import { useMessages } from '../../ui/i18n';

type Method = 'email' | 'phone';

const useStyles = makeStyles({
  root: { display: 'block', color: tokens.colorNeutralForeground1 },
  // Tabs pad their labels by 10 px; this lines the labels up with the form below (16 px).
  tabs: {
    paddingInline: tokens.spacingHorizontalSNudge,
    paddingBlockStart: tokens.spacingVerticalS,
  },
});

function isMethod(value: unknown): value is Method {
  return value === 'email' || value === 'phone';
}

function SignedOutView(props: { focusClaim: FocusClaim }) {
  const text = useMessages(textBook);

  const styles = useStyles();
  const [method, setMethod] = useState<Method>('email');
  const backend = useBackend();
  const tabs = useRef<HTMLDivElement>(null);
  const { focusClaim } = props;
  // Signing out here removed the focused button: keyboard users continue from the selected tab.
  useEffect(() => {
    if (!takeClaim(focusClaim, 'signed-out')) return;
    tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [focusClaim]);
  const select = (_: unknown, data: SelectTabData) => {
    if (isMethod(data.value)) setMethod(data.value);
  };
  // Phone sign-in is the token client's on the page's API base, or an auth provider's phone
  // extras: on any other back end only the email form shows, without tabs.
  if (!offersPhoneSignIn(backend)) return <SignInForm />;
  return (
    <>
      <TabList
        ref={tabs}
        className={styles.tabs}
        selectedValue={method}
        onTabSelect={select}
        aria-label={text('methods')}
      >
        <Tab value="email">{text('methodEmail')}</Tab>
        <Tab value="phone">{text('methodPhone')}</Tab>
      </TabList>
      {/* Unnamed on purpose: a panel named "Email" would compete with the Email field for that label. */}
      <div role="tabpanel">{method === 'email' ? <SignInForm /> : <PhoneLoginWizard />}</div>
    </>
  );
}

export function SignInScreen() {
  const styles = useStyles();
  const user = useSignedInUser();
  const focusClaim = useRef<OwnChange>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    // Any sign-in that follows a submit here is this element's own.
    const claimSignIn = () => {
      focusClaim.current = 'signed-in';
    };
    const release = (event: FocusEvent) => releaseOnFocusLeave(focusClaim, node, event);
    node.addEventListener('submit', claimSignIn, true);
    node.addEventListener('focusout', release);
    return () => {
      node.removeEventListener('submit', claimSignIn, true);
      node.removeEventListener('focusout', release);
    };
  }, []);
  return (
    <div ref={root} className={styles.root}>
      {user ? (
        <SignedInPanel key={user.uuid} user={user} focusClaim={focusClaim} />
      ) : (
        <SignedOutView focusClaim={focusClaim} />
      )}
    </div>
  );
}
