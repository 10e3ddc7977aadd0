// The sign-in page in its frame before the router, on the page's own history until it goes to
// another address: what the router's root does for it (the document title, bo-navigate to the
// host, a host's navigate()), and a word to the console once the form is up.

import { useEffect, useMemo, useState } from 'react';
import { useElementEvents } from '../../ui/element-events';
import { useMessages } from '../../ui/i18n';
import { whenIdle } from '../../core/when-idle';
import { isStandalonePage, normalizeBasePath } from '../base-path';
import { registerNavigator } from '../console-navigator';
import { consoleAddress } from '../early/first-screen';
import { ctBook } from '../messages.en';
import { SIGN_IN_PATH } from '../session-paths';
import { type FirstSessionPageProps, isSignInPath } from './first-session-page';
import type { SessionAddress } from './session-address';
import { SessionFrame } from './session-frame';
import { SignInPage } from './sign-in-page';

/** The sign-in page's address on the page's own history; any other address is the router's. */
function useOwnAddress(basePath: string | undefined, onLeave: () => void): SessionAddress {
  const [search, setSearch] = useState(
    () => consoleAddress({ routing: 'browser', basePath }).search,
  );
  useEffect(() => {
    const follow = () => {
      const now = consoleAddress({ routing: 'browser', basePath });
      if (isSignInPath(now.path)) setSearch(now.search);
      else onLeave();
    };
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [basePath, onLeave]);
  return useMemo<SessionAddress>(() => {
    const base = normalizeBasePath(basePath).replace(/\/$/, '');
    return {
      pathname: SIGN_IN_PATH,
      search,
      href: (to) => `${base}${to}`,
      navigate(to, options) {
        if (options?.replace) history.replaceState(null, '', `${base}${to}`);
        else history.pushState(null, '', `${base}${to}`);
        const [path = '', query = ''] = to.split('?');
        if (isSignInPath(path)) setSearch(query);
        else onLeave();
      },
    };
  }, [search, basePath, onLeave]);
}

export function FirstSignIn(props: FirstSessionPageProps) {
  const { onShown } = props;
  const address = useOwnAddress(props.basePath, props.onLeave);
  const ct = useMessages(ctBook);
  const { host, emit } = useElementEvents();
  const path = address.search ? `${address.pathname}?${address.search}` : address.pathname;
  useEffect(() => {
    emit('bo-navigate', { path });
  }, [emit, path]);
  // A host's navigate(path) before the router: the page goes there.
  useEffect(() => {
    if (!host) return;
    return registerNavigator(host, (to) => address.navigate(to));
  }, [host, address]);
  const standalone = isStandalonePage(host);
  const title = `${ct('session.signIn')} · ${ct('productName')}`;
  useEffect(() => {
    if (standalone) document.title = title;
  }, [standalone, title]);
  // After the frame that shows the form (the page's next idle moment, as for the first list
  // screen): what comes next (the router) must not delay it.
  useEffect(() => whenIdle(onShown), [onShown]);
  return (
    <SessionFrame address={address}>
      <SignInPage />
    </SessionFrame>
  );
}
