// The add dialog: search the network's groups and channels, add one, and it becomes a channel of the table; added ones are marked.
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { type ReactNode, useState } from 'react';
import type { ChannelSuggestion } from '../../resources/schemas';
import { EmptyState, ErrorState } from '../../ui';
import { BusyButton } from '../../ui/busy-button';
import { FormError } from '../../ui/kit/form-error';
import { KitDialog } from '../../ui/kit/kit-dialog';

import { channelFacts } from '../kit/channel-facts';
import { ChannelHandle } from './channel-handle';
import { textBook } from './messages.en';
import { useAddSuggestion, useChannelSuggestions } from './use-channel-suggestions';
import { useMessages, useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '50vh',
    overflowY: 'auto',
    borderTopWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalXS,
    borderBottomWidth: tokens.strokeWidthThin,
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
  },
  who: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'center' },
});

export interface ChannelSuggestionsDialogProps {
  open: boolean;
  onClose(): void;
}

function SuggestionItem(props: {
  suggestion: ChannelSuggestion;
  added: boolean;
  adding: boolean;
  onAdd(): void;
}) {
  const text = useMessages(textBook);
  const locale = useLocale();

  const { suggestion, added, adding } = props;
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <span className={styles.who}>
        <Body1 className={styles.title}>{suggestion.title}</Body1>
        <Caption1 className={styles.meta}>
          {suggestion.username ? (
            <>
              <ChannelHandle username={suggestion.username} />
              {' · '}
            </>
          ) : null}
          {channelFacts(locale, suggestion)}
        </Caption1>
      </span>
      {added ? (
        <Button
          appearance="subtle"
          icon={<CheckmarkRegular />}
          aria-label={text('addedLabel', { title: suggestion.title })}
          disabled
        >
          {text('added')}
        </Button>
      ) : (
        <BusyButton
          appearance="secondary"
          busy={adding}
          icon={<AddRegular />}
          aria-label={text('addOneLabel', { title: suggestion.title })}
          onClick={props.onAdd}
        >
          {text('addOne')}
        </BusyButton>
      )}
    </li>
  );
}

function SuggestionSearch() {
  const text = useMessages(textBook);
  const { formatNumber } = useLocale();

  const styles = useStyles();
  const [search, setSearch] = useState('');
  const suggestions = useChannelSuggestions(search, true);
  const adding = useAddSuggestion();
  const { items } = suggestions;

  let results: ReactNode;
  if (suggestions.error) {
    results = <ErrorState error={suggestions.error} onRetry={suggestions.retry} />;
  } else if (suggestions.searching && items.length === 0) {
    results = <Spinner size="small" label={text('suggestionsLoading')} />;
  } else if (items.length === 0) {
    results = <EmptyState title={text('suggestionsEmpty')} />;
  } else {
    results = (
      <ul className={styles.list} aria-label={text('suggestionsLabel')}>
        {items.map((suggestion) => (
          <SuggestionItem
            key={suggestion.external_id}
            suggestion={suggestion}
            added={adding.isAdded(suggestion)}
            adding={adding.addingId === suggestion.external_id}
            onAdd={() => adding.add(suggestion)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.content}>
      <Caption1 className={styles.hint}>{text('addHint')}</Caption1>
      <Field label={text('suggestionSearch')}>
        <Input
          type="search"
          autoFocus
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
      </Field>
      <Caption1 role="status" aria-live="polite">
        {suggestions.error || suggestions.searching || items.length === 0
          ? ''
          : text.plural('suggestionsCount', suggestions.total, {
              shown: formatNumber(items.length),
              total: formatNumber(suggestions.total),
            })}
      </Caption1>
      <FormError error={adding.error} />
      {results}
      {suggestions.hasMore && !suggestions.error ? (
        <BusyButton
          appearance="secondary"
          className={styles.more}
          busy={suggestions.loadingMore}
          onClick={suggestions.loadMore}
        >
          {text('suggestionsMore')}
        </BusyButton>
      ) : null}
    </div>
  );
}

export function ChannelSuggestionsDialog(props: ChannelSuggestionsDialogProps) {
  const text = useMessages(textBook);

  return (
    <KitDialog
      open={props.open}
      title={text('addTitle')}
      onClose={props.onClose}
      actions={
        <Button appearance="secondary" onClick={props.onClose}>
          {text('close')}
        </Button>
      }
    >
      {/* Mounted only while open, so every opening starts with an empty search. */}
      {props.open ? <SuggestionSearch /> : null}
    </KitDialog>
  );
}
