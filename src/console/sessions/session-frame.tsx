// The frame of the public session pages: the product name and one card in the middle of the page, in a main landmark.

import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import type { ReactNode } from 'react';
import { ctBook } from '../messages.en';
import { useMessages } from '../../ui/i18n';
import { type SessionAddress, SessionAddressProvider } from './session-address';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase500,
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/** The frame of the session pages, which gives them their address (the router's, or the page's own). */
export function SessionFrame(props: { address: SessionAddress; children: ReactNode }) {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  return (
    <SessionAddressProvider value={props.address}>
      <div className={styles.page}>
        <header className={styles.brand}>
          <ShieldKeyholeRegular aria-hidden />
          <Subtitle1 as="p">{ct('productName')}</Subtitle1>
        </header>
        <main className={styles.card}>{props.children}</main>
      </div>
    </SessionAddressProvider>
  );
}
