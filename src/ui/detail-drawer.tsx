// DetailDrawer: an overlay drawer at the end edge with a title, a close button, Escape to close, and optional footer actions.

import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
} from '@fluentui/react-components';
import { OverlayDrawer } from './session-layers';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';

import { useT } from './i18n';
import { useEndPanelInset } from './toast-inset';

export interface DetailDrawerProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

export function DetailDrawer(props: DetailDrawerProps) {
  const { t } = useT();
  const insetRef = useEndPanelInset(props.open);

  return (
    <OverlayDrawer
      open={props.open}
      position="end"
      size={props.size ?? 'medium'}
      onOpenChange={(_, data) => {
        // Escape, the backdrop and the close button all end up here.
        if (!data.open) props.onClose();
      }}
    >
      <DrawerHeader ref={insetRef}>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('drawer.close')}
              icon={<DismissRegular />}
              onClick={props.onClose}
            />
          }
        >
          {props.title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{props.children}</DrawerBody>
      {props.footer ? <DrawerFooter>{props.footer}</DrawerFooter> : null}
    </OverlayDrawer>
  );
}
