// <bo-message-list>'s screen: messages with search, status, source, media and date filters; excerpt, source, thumbnails and status per row; moderation moves, category and "create task" in the drawer; bulk approve and reject.
import { makeStyles } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { MESSAGE_STATUSES, type MessageStatus } from '../../resources/enums';
import { type MessageParams, messages } from '../../resources/messages';
import type { Message } from '../../resources/schemas';
import { MESSAGE_STATUS_PERMISSIONS, MESSAGE_TRANSITIONS } from '../../resources/transitions';
import type { FilterField } from '../../ui/filter-bar';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import type { BulkAction, RowAction } from '../../ui/kit/area-config';
import { lazySection } from '../../ui/kit/lazy-section';
import { referenceFilter } from '../../ui/kit/reference-filter';
import { labelledOptions } from '../../ui/select-options';
import { usePermission } from '../../ui/use-permission';
import { kitAreaTextBook } from '../kit/messages.en';
import { sourceReference } from '../kit/references';
import { Thumbnails } from './media';
import { excerpt } from './excerpt';
import type { MessageDetailProps } from './message-detail';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';
import { cellsOf } from '../kit/cells';
import { searchFilterOf, statusFilterOf } from '../kit/search-filter';

/**
 * The drawer's body (whole text, media gallery, moves, category picker, create-task) is not needed
 * for the rows: code of its own, fetched right after them.
 */
const loadDetail = (): Promise<ComponentType<MessageDetailProps>> =>
  import('./message-detail').then((module) => module.MessageDetail);

const useStyles = makeStyles({ excerpt: { overflowWrap: 'anywhere' } });

function Excerpt(props: { message: Message }) {
  const styles = useStyles();
  return (
    <span className={styles.excerpt} dir="auto">
      {excerpt(props.message)}
    </span>
  );
}

function messageArea(
  locale: Locale,
  write: boolean,
  createTask: boolean,
): AreaSettings<Message, MessageParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const searchFilter = searchFilterOf(locale);
  const statusFilter = statusFilterOf(locale);
  const { statusLabel } = locale;
  const { actionsColumn, dateColumn, referenceColumn, statusColumn } = cellsOf(locale);
  const statuses = labelledOptions(MESSAGE_STATUSES, statusLabel);

  /** A moderation move, offered only where the message's status allows it; the server refuses others (409). */
  const move = (to: Exclude<MessageStatus, 'new' | 'failed'>): RowAction<Message> => ({
    key: `move-${to}`,
    label: text(`move.${to}`),
    when: (message) => MESSAGE_TRANSITIONS[message.status].includes(to),
    change: () => ({ status: to }),
    done: () => text('moveDone', { to: statusLabel(to).toLowerCase() }),
    permission: MESSAGE_STATUS_PERMISSIONS[to],
  });

  const messageFilters: FilterField<MessageParams>[] = [
    searchFilter(text('field.qPlaceholder')),
    statusFilter(statuses),
    referenceFilter<MessageParams>('source_uuid', text('field.source'), sourceReference),
    { kind: 'switch', name: 'onlyWithMedia', label: text('onlyWithMedia') },
    { kind: 'dateRange', from: 'from', to: 'to', label: text('field.received') },
  ];

  const BULK: BulkAction[] = [
    {
      key: 'approve',
      label: text('move.approved'),
      action: 'update',
      change: { status: 'approved' },
    },
    {
      key: 'reject',
      label: text('move.rejected'),
      action: 'update',
      change: { status: 'rejected' },
      destructive: true,
    },
  ];

  return {
    key: 'messages',
    texts: {
      title: text('title'),
      tableLabel: text('title'),
      filters: text('filters'),
      empty: text('empty'),
    },
    itemName: (message) => excerpt(message, 40),
    columns: ({ actions }) => [
      {
        key: 'text',
        label: text('field.text'),
        minWidth: 220,
        render: (message) => <Excerpt message={message} />,
      },
      referenceColumn('source_uuid', text('field.source'), sourceReference, (m) => m.source_uuid, {
        hideBelow: 640,
      }),
      {
        key: 'media',
        label: text('field.media'),
        minWidth: 96,
        hideBelow: 520,
        render: (message) => <Thumbnails messageId={message.uuid} media={message.media} />,
      },
      statusColumn('status', kitAreaText('status'), (message) => message.status),
      dateColumn('created_at', text('field.received'), (message) => message.created_at, {
        hideBelow: 900,
      }),
      actionsColumn<Message>(actions),
    ],
    filters: messageFilters,
    rowActions: (['approved', 'rejected', 'published'] as const).map(move),
    bulkActions: BULK,
    detail: [
      lazySection({
        chunk: 'message',
        load: loadDetail,
        props: (message: Message) => ({
          message,
          canWrite: write,
          canCreateTask: createTask,
        }),
      }),
    ],
  };
}

const screen = areaScreen(messages, messageArea, {
  useInputs: () => [usePermission('messages.write'), usePermission('tasks.write')] as const,
});
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
