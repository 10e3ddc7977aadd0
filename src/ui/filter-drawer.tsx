// The drawer of folded filters (loaded when first opened): the same filter controls, stacked, with Reset.

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DetailDrawer } from './detail-drawer';
import { useT } from './i18n';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FilterDrawerProps {
  open: boolean;
  onClose(): void;
  onReset(): void;
  children: ReactNode;
}

export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <DetailDrawer
      open={props.open}
      size="small"
      title={t('filter.label')}
      onClose={props.onClose}
      footer={
        <Button appearance="subtle" onClick={props.onReset}>
          {t('filter.reset')}
        </Button>
      }
    >
      <div className={styles.stack}>{props.children}</div>
    </DetailDrawer>
  );
}
