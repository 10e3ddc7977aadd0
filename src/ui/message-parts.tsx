// A catalog message with React nodes in its placeholders, e.g. numbers wrapped in <bdi> so they keep their order in right-to-left text.

import { Fragment, type ReactNode } from 'react';

/**
 * Splits a message template (`'{from}–{to} of {total}'`, as `t(key)` returns it without vars)
 * and puts the given node at each placeholder; unknown placeholders stay as written.
 */
export function messageParts(template: string, nodes: Readonly<Record<string, ReactNode>>) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && name in nodes ? nodes[name] : part;
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never move
    return <Fragment key={index}>{node}</Fragment>;
  });
}
