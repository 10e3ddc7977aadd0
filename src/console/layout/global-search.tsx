// The top bar's search: opens with its button or Ctrl+K / Cmd+K, shows grouped hits from five areas as you type, Enter opens an area filtered by the text.

import {
  Button,
  Input,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
  useId,
} from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useDeniedAreas } from '../../areas/area-access';
import { useBackend } from '../../ui/backend-context';
import { useElementEvents } from '../../ui/element-events';
import { useSettledValue } from '../../ui/use-settled-value';
import { layoutStore } from '../layout-settings';
import { isSearchShortcut, takeKeptSearchShortcut } from '../search-shortcut';
import { ctBook } from '../messages.en';
import { type SearchGroup, searchEverything } from './search-sources';
import { useMessages, useT } from '../../ui/i18n';
import { areaTitle } from '../../areas/kit/area-titles';

const useStyles = makeStyles({
  root: { position: 'relative', flex: '1 1 auto', minWidth: 0, maxWidth: '520px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  input: { flex: '1 1 auto', minWidth: 0 },
  panel: {
    position: 'absolute',
    insetBlockStart: 'calc(100% + 4px)',
    insetInlineStart: 0,
    width: 'min(520px, calc(100vw - 24px))',
    maxHeight: '60vh',
    overflowY: 'auto',
    zIndex: 100,
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
  },
  groupTitle: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXXS}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  option: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  detail: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  note: { display: 'block', padding: tokens.spacingVerticalS },
});

interface SearchOption {
  id: string;
  group: SearchGroup;
  label: string;
  detail?: string;
  /** What opening it puts into the area's q. */
  q: string;
}

const SEARCH_DELAY_MS = 250;

export function GlobalSearch() {
  const ct = useMessages(ctBook);
  const translator = useT();

  const styles = useStyles();
  const open = useStore(layoutStore, (state) => state.searchOpen);
  const change = useStore(layoutStore, (state) => state.change);
  const navigate = useNavigate();
  const { host } = useElementEvents();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [q] = useSettledValue(text.trim(), SEARCH_DELAY_MS);
  const listId = useId('bo-search-results');
  const backend = useBackend();
  const denied = useDeniedAreas();
  const results = useQuery({
    queryKey: ['search', backend.key, q, [...(denied ?? [])]],
    queryFn: ({ signal }) => searchEverything(q, signal, backend, denied ?? undefined),
    enabled: open && q.length > 0 && denied !== null,
    staleTime: 30_000,
  });

  // Ctrl+K / Cmd+K anywhere on the page opens the search and puts the cursor in it.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      layoutStore.getState().change({ searchOpen: true });
      requestAnimationFrame(() => input.current?.focus());
    };
    if (takeKeptSearchShortcut()) requestAnimationFrame(() => input.current?.focus());
    const target = host?.ownerDocument ?? document;
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [host]);

  const groups = q && results.data ? results.data : [];
  const options = useMemo<SearchOption[]>(
    () =>
      groups.flatMap((group) =>
        group.hits.map((hit) => ({
          id: `${listId}-${group.key}-${hit.uuid}`,
          group,
          label: hit.label,
          detail: hit.detail,
          q: hit.label,
        })),
      ),
    [groups, listId],
  );

  const close = () => {
    setText('');
    setActive(-1);
    change({ searchOpen: false });
  };
  const openArea = (path: string, value: string) => {
    navigate({ pathname: path, search: `?${new URLSearchParams({ q: value }).toString()}` });
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) return openArea(chosen.group.path, chosen.q);
      const value = text.trim();
      if (!value) return;
      // The first area with hits, or tasks when nothing matched yet.
      const first = groups.find((group) => group.hits.length > 0);
      openArea(first?.path ?? '/task', value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (text) setText('');
      else close();
    }
  };

  if (!open) {
    return (
      <Button
        appearance="subtle"
        icon={<SearchRegular />}
        aria-label={ct('searchOpen')}
        title={ct('searchOpen')}
        onClick={() => {
          change({ searchOpen: true });
          requestAnimationFrame(() => input.current?.focus());
        }}
      />
    );
  }

  const expanded = text.trim().length > 0;
  const activeId = options[active]?.id;
  let index = -1;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={ct('searchLabel')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={ct('searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden />}
          value={text}
          onChange={(_, data) => {
            setText(data.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={ct('searchClose')}
          onClick={close}
        />
      </div>
      {expanded ? (
        <div className={styles.panel}>
          {results.isFetching && !results.data ? (
            <Spinner size="tiny" label={ct('loading')} />
          ) : null}
          <div id={listId} role="listbox" aria-label={ct('searchLabel')}>
            {groups.map((group) =>
              group.hits.length === 0 && !group.failed ? null : (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside the listbox.
                <div
                  key={group.key}
                  role="group"
                  aria-label={areaTitle(translator, group.titleKey)}
                >
                  <TextLook look="body1" className={styles.groupTitle} aria-hidden>
                    {areaTitle(translator, group.titleKey)} ({group.total})
                  </TextLook>
                  {group.failed ? (
                    <TextLook look="body1" className={styles.note}>
                      {ct('searchFailed', { message: group.failed })}
                    </TextLook>
                  ) : null}
                  {group.hits.map((hit) => {
                    index += 1;
                    const option = options[index];
                    const selected = index === active;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: arrow keys and Enter in the search input choose options.
                      <div
                        key={hit.uuid}
                        id={option?.id}
                        role="option"
                        aria-selected={selected}
                        tabIndex={-1}
                        className={mergeClasses(styles.option, selected && styles.active)}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => openArea(group.path, hit.label)}
                      >
                        <span>{hit.label}</span>
                        {hit.detail ? <span className={styles.detail}>{hit.detail}</span> : null}
                      </div>
                    );
                  })}
                </div>
              ),
            )}
          </div>
          {results.data && options.length === 0 && q === text.trim() ? (
            <TextLook look="body1" className={styles.note} role="status">
              {ct('searchEmpty', { q })}
            </TextLook>
          ) : null}
          {options.length > 0 ? (
            <TextLook look="caption1" className={styles.note}>
              {ct('searchHint', {
                area: areaTitle(
                  translator,
                  (options[Math.max(active, 0)] ?? options[0])!.group.titleKey,
                ),
                q: text.trim(),
              })}
            </TextLook>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
