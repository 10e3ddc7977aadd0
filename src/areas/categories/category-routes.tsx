// The category drawer's routes: the channels it publishes to (kind and members), from the per-category route lists, and the "Edit routes" button.
import { Body1, Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categories } from '../../resources/categories';
import { channels } from '../../resources/channels';
import type { Category } from '../../resources/schemas';
import { ErrorState } from '../../ui/error-state';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { offers } from '../../core/providers/offers';
import { useBackend, useOnBackend } from '../../ui/backend-context';
import { UnsupportedNote } from '../../ui/unsupported-note';
import { usePermission } from '../../ui/use-permission';
import { textBook } from './messages.en';
import { useLocale, useMessages } from '../../ui/i18n';
import { channelFacts } from '../kit/channel-facts';

const editorPart = lazyPart<{ category: Category; onClose(): void }>(() =>
  import('./route-editor').then((module) => module.RouteEditor),
);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function CategoryRoutes(props: { category: Category }) {
  const text = useMessages(textBook);
  const locale = useLocale();
  const styles = useStyles();
  const backend = useBackend();
  const channelsHere = useOnBackend(channels);
  // A provider without route lists: the reason in their place, no query and no editor.
  const offered = offers(backend, 'getCategoryRoutes');
  const mayWrite = usePermission('categories.write') && offers(backend, 'setCategoryRoutes');
  const [editing, setEditing] = useState(false);
  const uuid = props.category.uuid;
  // The per-category route lists live in the query cache, keyed by category uuid; saving writes there.
  const loaded = useQuery({ ...categories.routesQuery(uuid, backend), enabled: offered });
  const uuids = loaded.data ?? [];
  const records = useQuery({
    queryKey: [...channelsHere.keys.all, 'by-uuid', uuids],
    queryFn: ({ signal }) => Promise.all(uuids.map((one) => channelsHere.get(one, signal))),
    enabled: uuids.length > 0,
  });
  if (!offered) return <UnsupportedNote feature="categoryRoutes" />;
  const Editor = editorPart.current();
  return (
    <div className={styles.root}>
      {loaded.isLoading ? (
        <Spinner size="tiny" label={text('routesLoading')} />
      ) : loaded.isError ? (
        <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} />
      ) : uuids.length === 0 ? (
        <Body1>{text('noRoutes')}</Body1>
      ) : (
        <ul className={styles.list} data-routes>
          {(records.data ?? []).map((channel) => (
            <li key={channel.uuid}>
              {channel.title}{' '}
              <Caption1 className={styles.hint}>{channelFacts(locale, channel)}</Caption1>
            </li>
          ))}
        </ul>
      )}
      {mayWrite ? (
        <div>
          <Button onMouseEnter={editorPart.preload} onClick={() => setEditing(true)}>
            {text('editRoutes')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <LazyPartBoundary part={editorPart}>
          <Editor category={props.category} onClose={() => setEditing(false)} />
        </LazyPartBoundary>
      ) : null}
    </div>
  );
}
