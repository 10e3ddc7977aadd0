// The route editor dialog: search the target channels, pick them, see the chosen ones with kind and members, save with PUT routes.
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  SearchBox,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../ui/session-layers';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useState } from 'react';
import type { Category } from '../../resources/schemas';
import { BusyButton } from '../../ui/busy-button';
import { errorMessage } from '../../ui/error-message';
import { ErrorState } from '../../ui/error-state';
import { useNotify } from '../../ui/notify';
import { textBook } from './messages.en';
import { channelFacts } from '../kit/channel-facts';
import { useRouteEditor } from './use-route-editor';
import { useLocale, useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '18rem',
    overflowY: 'auto',
  },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  hint: { color: tokens.colorNeutralForeground3 },
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))' },
});

export function RouteEditor(props: { category: Category; onClose(): void }) {
  const text = useMessages(textBook);
  const locale = useLocale();
  const styles = useStyles();
  const notify = useNotify();
  const editor = useRouteEditor(props.category);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await editor.save();
      notify({ intent: 'success', title: text('saved', { name: props.category.name }) });
      props.onClose();
    } catch (error) {
      notify({ intent: 'error', title: text('saveFailed'), body: errorMessage(locale, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{text('routesTitle', { name: props.category.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Caption1 className={styles.hint}>{text('routesHint')}</Caption1>
            {editor.loading ? (
              <Spinner size="small" label={text('routesLoading')} />
            ) : editor.error ? (
              <ErrorState error={editor.error} />
            ) : (
              <div className={styles.columns}>
                <section aria-label={text('results')}>
                  <Field label={text('searchChannels')}>
                    <SearchBox
                      value={editor.search}
                      onChange={(_, data) => editor.setSearch(data.value)}
                    />
                  </Field>
                  {editor.found.length === 0 && !editor.searching ? (
                    <Body1>{text('noResults')}</Body1>
                  ) : (
                    <ul className={styles.list} data-route-results>
                      {editor.found.map((channel) => (
                        <li key={channel.uuid}>
                          <Checkbox
                            checked={editor.isSelected(channel.uuid)}
                            onChange={() => editor.toggle(channel)}
                            label={`${channel.title} (${channelFacts(locale, channel)})`}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                <section
                  aria-label={text.plural('selected', editor.selected.length, {
                    count: locale.formatNumber(editor.selected.length),
                  })}
                >
                  <Caption1>
                    {text.plural('selected', editor.selected.length, {
                      count: locale.formatNumber(editor.selected.length),
                    })}
                  </Caption1>
                  {editor.selected.length === 0 ? (
                    <Body1>{text('noRoutes')}</Body1>
                  ) : (
                    <ul className={styles.list} data-route-selected>
                      {editor.selected.map((channel) => (
                        <li key={channel.uuid} className={styles.chosen}>
                          <span className={styles.grow}>
                            {channel.title}{' '}
                            <Caption1 className={styles.hint}>
                              {channelFacts(locale, channel)}
                            </Caption1>
                          </span>
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<DismissRegular />}
                            aria-label={text('remove', { name: channel.title })}
                            onClick={() => editor.toggle(channel)}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={props.onClose}>
              {text('cancel')}
            </Button>
            <BusyButton busy={busy} disabled={editor.loading} onClick={() => void save()}>
              {text('save')}
            </BusyButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
