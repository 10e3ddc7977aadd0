// The Access Denied content shown to a signed-in user without the level a screen needs, for elements and the console alike.

import { StatusPage, type StatusPageProps } from './status-page';
import { useT } from './i18n';

export function AccessDenied(props: Pick<StatusPageProps, 'homeHref' | 'onHome' | 'headingLevel'>) {
  const { t } = useT();

  return (
    <StatusPage
      heading={t('accessDenied.title')}
      error={t('accessDenied.error')}
      message={t('accessDenied.message')}
      homeLabel={t('accessDenied.home')}
      {...props}
    />
  );
}
