// A link to another console path: a plain link on a host page, which the console (or the host) takes over through a cancelable bo-navigate.
import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { dispatchBoEvent } from '../../core/events';
import { useElementEvents } from '../../ui/element-events';

export function AreaLink(props: { path: string; label?: string; children: ReactNode }) {
  const { host } = useElementEvents();
  return (
    <Link
      href={props.path}
      aria-label={props.label}
      onClick={(event) => {
        if (
          host &&
          !dispatchBoEvent(host, 'bo-navigate', { path: props.path }, { cancelable: true })
        )
          event.preventDefault();
      }}
    >
      {props.children}
    </Link>
  );
}
