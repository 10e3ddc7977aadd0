// The navigation under 768 px: an overlay drawer, loaded when the menu button first opens it.
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useMessages } from '../../ui/i18n';
import { ctBook } from '../messages.en';
import { NavList } from './nav-list';

export interface NarrowNavProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function NarrowNav(props: NarrowNavProps) {
  const ct = useMessages(ctBook);
  const close = () => props.onOpenChange(false);
  return (
    <OverlayDrawer
      position="start"
      open={props.open}
      onOpenChange={(_, data) => props.onOpenChange(data.open)}
      aria-label={ct('mainNavigation')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={ct('closeMenu')}
              onClick={close}
            />
          }
        >
          {ct('productName')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={ct('mainNavigation')}>
          <NavList onNavigate={close} />
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
