// Confirm dialog, detail drawer, toasts and page header, all rendered inside the element's shadow root.

import { act, useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/ui/confirm-dialog';
import { DetailDrawer } from '../../../src/ui/detail-drawer';
import { useNotify } from '../../../src/ui/notify';
import { PageHeader } from '../../../src/ui/page-header';
import {
  button,
  click,
  flush,
  mountView,
  pressKey,
  textOf,
  waitUntil,
} from '../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

function portalsOf(root: ShadowRoot): Element {
  return root.querySelector('[data-bo-portals]')!;
}

/** An open confirm dialog in a shadow root, and its answers as they come. */
async function openConfirm(props: Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>) {
  const answers: string[] = [];
  const { root } = await mountView(() => (
    <ConfirmDialog
      open
      {...props}
      onConfirm={() => answers.push('confirm')}
      onCancel={() => answers.push('cancel')}
    />
  ));
  await flush();
  return { root, answers };
}

it('the confirm dialog asks inside the shadow root and answers confirm or cancel', async () => {
  const { root, answers } = await openConfirm({
    destructive: true,
    title: 'Disable Ada?',
    body: 'Ada will no longer be able to sign in.',
    confirmLabel: 'Disable',
  });
  const dialog = portalsOf(root).querySelector('[role="alertdialog"]')!;
  expect(textOf(dialog)).toContain('Disable Ada?');
  expect(textOf(dialog)).toContain('Ada will no longer be able to sign in.');
  await click(button(dialog, 'Disable'));
  await click(button(dialog, 'Cancel'));
  expect(answers).toEqual(['confirm', 'cancel']);
});

it('a busy confirm dialog cannot be confirmed twice', async () => {
  const { root, answers } = await openConfirm({
    busy: true,
    title: 'Delete?',
    body: 'Gone for good.',
    confirmLabel: 'Delete',
  });
  const confirm = button(portalsOf(root), 'Delete');
  expect(confirm.getAttribute('aria-disabled')).toBe('true');
  await click(confirm);
  expect(answers).toEqual([]);
});

it('the detail drawer shows its title and content and closes with its button or Escape', async () => {
  let closed = 0;
  const { root } = await mountView(() => (
    <DetailDrawer open title="Task 42" onClose={() => (closed += 1)}>
      <p>Check the spam report</p>
    </DetailDrawer>
  ));
  await flush();
  const drawer = portalsOf(root).querySelector('[role="dialog"]')!;
  expect(textOf(drawer)).toContain('Task 42');
  expect(textOf(drawer)).toContain('Check the spam report');
  await click(button(drawer, 'Close'));
  await pressKey(drawer, 'Escape');
  expect(closed).toBe(2);
});

function SaveButton() {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() => notify({ intent: 'success', title: 'Task saved', body: 'Assigned to Ada.' })}
    >
      Save
    </button>
  );
}

function EarlyNotices() {
  const notify = useNotify();
  useEffect(() => {
    notify({ intent: 'warning', title: 'First notice' });
    notify({ intent: 'info', title: 'Second notice' });
  }, [notify]);
  return null;
}

it('notices posted before the toaster has loaded are all shown, each once', async () => {
  const { root } = await mountView(() => <EarlyNotices />);
  // The toaster is a chunk of its own, fetched with the first notice.
  await waitUntil(() => textOf(portalsOf(root)).includes('Second notice'));
  const text = textOf(portalsOf(root));
  expect(text.match(/First notice/g)).toHaveLength(1);
  expect(text.match(/Second notice/g)).toHaveLength(1);
});

it('notify shows a toast inside the shadow root', async () => {
  const { root } = await mountView(() => <SaveButton />);
  await click(button(root, 'Save'));
  await waitUntil(() => textOf(portalsOf(root)).includes('Task saved'));
  const toaster = portalsOf(root);
  expect(textOf(toaster)).toContain('Task saved');
  expect(textOf(toaster)).toContain('Assigned to Ada.');
  expect(textOf(document.body)).not.toContain('Task saved');
});

it('the page header shows the title, the total and the actions', async () => {
  const { root } = await mountView(() => (
    <PageHeader title="Tasks" count={345} actions={<button type="button">New task</button>} />
  ));
  const heading = root.querySelector('h2')!;
  expect(textOf(heading)).toBe('Tasks345');
  expect(heading.querySelector('[aria-label="345 total"]')).not.toBeNull();
  expect(button(root, 'New task')).toBeDefined();
});
