// The message drawer's body: the whole text, the media gallery, the category with its editor, and "Create task about this message".
import { Body1, Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { messages as messageResource } from '../../resources/messages';
import { useOnBackend } from '../../ui/backend-context';
import type { Message } from '../../resources/schemas';
import { BusyButton } from '../../ui/busy-button';
import { errorMessage } from '../../ui/error-message';

import { Facts } from '../../ui/kit/detail-sections';
import { ReferenceName } from '../../ui/kit/reference-name';
import { ReferencePicker } from '../../ui/kit/reference-picker';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { useNotify } from '../../ui/notify';
import { kitAreaTextBook } from '../kit/messages.en';
import type { TaskPrefill } from '../kit/create-task-about';
import { categoryReference, sourceReference } from '../kit/references';
import { excerpt } from './excerpt';
import { MediaGallery } from './media-gallery';
import { textBook } from './messages.en';
import { useMessages, useLocale } from '../../ui/i18n';

const taskDialog = lazyPart<{ prefill: TaskPrefill; onClose(): void }>(() =>
  import('../kit/create-task-about').then((module) => module.CreateTaskAbout),
);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
});

function CategoryEditor(props: { message: Message; allowed: boolean }) {
  const locale = useLocale();
  const text = useMessages(textBook);

  const styles = useStyles();
  const notify = useNotify();
  // Saved on the element's back end, like the list the message came from.
  const messages = useOnBackend(messageResource);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<string | null>(props.message.category_uuid);
  const [busy, setBusy] = useState(false);
  if (!editing)
    return (
      <div className={styles.row}>
        <ReferenceName source={categoryReference} uuid={props.message.category_uuid} />
        {props.allowed ? (
          <Button size="small" onClick={() => setEditing(true)}>
            {text('setCategory')}
          </Button>
        ) : null}
      </div>
    );
  const save = async () => {
    setBusy(true);
    try {
      await messages.update(props.message.uuid, { category_uuid: value });
      notify({ intent: 'success', title: text('categorySaved') });
      setEditing(false);
    } catch (error) {
      notify({ intent: 'error', title: text('setCategory'), body: errorMessage(locale, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.row}>
      <Field label={text('categoryTitle')}>
        <ReferencePicker source={categoryReference} value={value} onChange={setValue} />
      </Field>
      <BusyButton appearance="primary" busy={busy} onClick={() => void save()}>
        {text('save')}
      </BusyButton>
      <Button disabled={busy} onClick={() => setEditing(false)}>
        {text('cancel')}
      </Button>
    </div>
  );
}

export interface MessageDetailProps {
  message: Message;
  canWrite: boolean;
  canCreateTask: boolean;
}

export function MessageDetail(props: MessageDetailProps) {
  const text = useMessages(textBook);
  const kitAreaText = useMessages(kitAreaTextBook);
  const { formatDateTime, statusLabel } = useLocale();

  const styles = useStyles();
  const { message } = props;
  const [creating, setCreating] = useState(false);
  const Dialog = taskDialog.current();
  return (
    <div className={styles.root}>
      <Body1 as="p" className={styles.text} dir="auto" data-message-text>
        {message.text}
      </Body1>
      <Facts
        facts={[
          [
            text('field.source'),
            <ReferenceName key="source" source={sourceReference} uuid={message.source_uuid} />,
          ],
          [text('field.received'), formatDateTime(message.created_at)],
          [text('field.published'), formatDateTime(message.published_at) || '—'],
          [kitAreaText('status'), statusLabel(message.status)],
          [
            text('field.category'),
            <CategoryEditor
              key={`category-${message.uuid}`}
              message={message}
              allowed={props.canWrite}
            />,
          ],
          [
            text('field.media'),
            <MediaGallery key="media" messageId={message.uuid} media={message.media} />,
          ],
        ]}
      />
      {props.canCreateTask ? (
        <div>
          <Button
            onMouseEnter={taskDialog.preload}
            onFocus={taskDialog.preload}
            onClick={() => setCreating(true)}
          >
            {text('createTask')}
          </Button>
        </div>
      ) : null}
      {creating ? (
        <LazyPartBoundary part={taskDialog}>
          <Dialog
            prefill={{
              title: text('taskTitle', { excerpt: excerpt(message, 60) }),
              description: message.text,
              messageUuid: message.uuid,
            }}
            onClose={() => setCreating(false)}
          />
        </LazyPartBoundary>
      ) : null}
    </div>
  );
}
