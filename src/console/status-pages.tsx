// The console's status pages: not found, Access Denied, area not in this build, and the route error page (unexpected error or chunk failure).

import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { TextLook } from '../ui/text-looks';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useHref, useLocation, useNavigate, useRouteError } from 'react-router';

import { AccessDenied } from '../ui/access-denied';
import { useElementEvents } from '../ui/element-events';
import { forgetInactiveAnswers } from '../ui/screen-boundary';
import { ScreenFailure } from '../ui/screen-failure';
import { StatusPage } from '../ui/status-page';
import { isChunkLoadError } from './chunk-loader';
import { ctBook } from './messages.en';
import { useMessages, useT } from '../ui/i18n';

/** "Go back to home": a real link to / that the router follows without a page load. */
function useHomeLink(): { homeHref: string; onHome(event: MouseEvent<HTMLAnchorElement>): void } {
  const navigate = useNavigate();
  const homeHref = useHref('/');
  return {
    homeHref,
    onHome(event) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate('/');
    },
  };
}

export function NotFoundPage() {
  const { t } = useT();

  return (
    <StatusPage
      heading={t('notFound.title')}
      error={t('notFound.error')}
      message={t('notFound.message')}
      homeLabel={t('notFound.home')}
      homeLook="button"
      headingLevel={1}
      {...useHomeLink()}
    />
  );
}

export function AccessDeniedPage() {
  return <AccessDenied headingLevel={1} {...useHomeLink()} />;
}

const useStyles = makeStyles({
  title1: { ...typographyStyles.title1 },
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    overflowWrap: 'anywhere',
  },
});

/**
 * A route's error: a chunk that did not load offers a retry that asks the server again; anything
 * else is the same fallback elements show (what went wrong, Retry), which reports itself.
 */
export function RouteErrorPage() {
  const ct = useMessages(ctBook);
  const { t } = useT();

  const error = useRouteError();
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const { emitError } = useElementEvents();
  const reported = useRef<unknown>(null);
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk || reported.current === error) return;
    reported.current = error;
    emitError(error);
  }, [chunk, error, emitError]);
  // Navigating to the same place again renders the route anew.
  const retry = () => navigate(location, { replace: true });
  if (chunk) {
    return (
      <section className={styles.root} role="alert">
        <TextLook look="body1" as="h1" className={styles.title1}>
          {t('app.chunkFailed', { n: error.chunk })}
        </TextLook>
        <TextLook look="body1" as="p">
          {t('error.FETCH_ERROR')}
        </TextLook>
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={retry}>
          {ct('retry')}
        </Button>
      </section>
    );
  }
  return <ScreenFailure error={error} onRetry={() => void forgetInactiveAnswers().then(retry)} />;
}
