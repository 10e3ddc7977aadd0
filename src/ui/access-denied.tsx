// The Access Denied content of spec section 2, for elements and the console alike.

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
