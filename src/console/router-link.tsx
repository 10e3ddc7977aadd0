// A Fluent Link that the console's router follows (a real href for new tabs and screen readers, no page load on click).

import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export interface RouterLinkProps {
  to: To;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}

export function RouterLink({ to, children, className, ...aria }: RouterLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} className={className} onClick={follow} {...aria}>
      {children}
    </Link>
  );
}
