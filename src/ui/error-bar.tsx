// A form's error as Fluent's error MessageBar, announced as an alert: its own chunk, since most forms are sent without one.

import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function ErrorBar(props: { children: ReactNode }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{props.children}</MessageBarBody>
    </MessageBar>
  );
}
