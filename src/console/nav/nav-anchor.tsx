// A plain anchor to a console path that the router follows: a real href (new tabs, screen readers), aria-current on the current area, and no dependency on the router's location, so it renders again only when what it shows changes.
import type { ComponentProps, MouseEvent } from 'react';
import { useConsoleNav } from './console-nav';

export interface NavAnchorProps extends Omit<ComponentProps<'a'>, 'href' | 'aria-current'> {
  to: string;
  /** The current area's link: aria-current="page". */
  active: boolean;
}

export function NavAnchor({ to, active, onClick, ...rest }: NavAnchorProps) {
  const nav = useConsoleNav();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    nav.follow(event, to);
  };
  return (
    <a {...rest} href={nav.href(to)} aria-current={active ? 'page' : undefined} onClick={follow} />
  );
}
