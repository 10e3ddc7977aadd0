// FilterBar: the filters of a list from a fields config (text q, selects, switches, any/yes/no, date range) plus Reset; on a narrow list all but the search fold behind a Filters button.

import { Button, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { memo } from 'react';

import type { FilterFoldProps } from './filter-fold';
import type { FilterSwitchProps } from './filter-switch';
import { LabelledControl } from './labelled-control';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import {
  type FilterBarState,
  type FilterField,
  type FilterValue,
  type TextFilterField,
  useFilterBar,
  useFilterText,
} from './use-filter-bar';
import { SelectOptions } from './select-options';
import { useT } from './i18n';
import { useBoxWidth } from './use-box-width';
import { useScreenWidthGuess } from './screen-width';

export { FILTER_DEBOUNCE_MS, type FilterField, type FilterOption } from './use-filter-bar';

const filterSwitchPart = lazyPart<FilterSwitchProps>(() =>
  import('./filter-switch').then((module) => module.FilterSwitch),
);

// Only narrow lists fold their filters: wide ones never load the fold.
const filterFoldPart = lazyPart<FilterFoldProps<object>>(() =>
  import('./filter-fold').then((module) => module.FilterFold),
);

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  text: { minWidth: '220px', flexGrow: 1, maxWidth: '360px' },
  range: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  switch: { paddingBottom: tokens.spacingVerticalXXS },
});

export interface FilterBarProps<P extends object> {
  fields: readonly FilterField<P>[];
  /** The list's current params. */
  values: Partial<P>;
  /** A patch with the changed filters and offset 0. */
  onChange(patch: Partial<P>): void;
  /** Accessible name of the filter group. */
  label?: string;
}

const TRISTATE = { '': undefined, yes: true, no: false } as const;

function tristateValue(value: unknown): keyof typeof TRISTATE {
  return value === true ? 'yes' : value === false ? 'no' : '';
}

/** Date inputs want YYYY-MM-DD; params may hold full timestamps. */
function dateValue(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

function FilterText<P>(props: {
  field: TextFilterField<P>;
  current: unknown;
  onSend(value: FilterValue): void;
}) {
  const { t } = useT();

  const { field } = props;
  const styles = useStyles();
  const current = typeof props.current === 'string' ? props.current : undefined;
  const text = useFilterText(current, props.onSend, field.validate);
  return (
    <LabelledControl label={field.label} className={styles.text} problem={text.problem}>
      {(labelling) => (
        <Input
          {...labelling}
          type="search"
          contentBefore={<SearchRegular />}
          placeholder={field.placeholder ?? t('filter.searchPlaceholder')}
          value={text.draft}
          onChange={(_, data) => text.type(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') text.flush();
          }}
        />
      )}
    </LabelledControl>
  );
}

interface FilterControlProps<P extends object> {
  field: FilterField<P>;
  /** The field's param value (a date range's start). */
  current: unknown;
  /** A date range's end. */
  end?: unknown;
  state: FilterBarState;
}

function FilterControlView<P extends object>(props: FilterControlProps<P>) {
  const { t } = useT();

  const { field, state } = props;
  const styles = useStyles();
  const value = (name: string): unknown =>
    field.kind === 'dateRange' && name === field.to ? props.end : props.current;
  switch (field.kind) {
    case 'text':
      return (
        <FilterText
          field={field}
          current={value(field.name)}
          onSend={(text) => state.setValue(field.name, text)}
        />
      );
    case 'select':
      return (
        <LabelledControl label={field.label}>
          {(labelling) => (
            <Select
              {...labelling}
              value={String(value(field.name) ?? '')}
              onChange={(_, data) => state.setValue(field.name, data.value)}
            >
              <option value="">{t('filter.any')}</option>
              <SelectOptions options={field.options} />
            </Select>
          )}
        </LabelledControl>
      );
    case 'switch': {
      const FilterSwitch = filterSwitchPart.current();
      return (
        <LazyPartBoundary part={filterSwitchPart}>
          <FilterSwitch
            className={styles.switch}
            label={field.label}
            checked={value(field.name) === true}
            onChange={(checked) => state.setValue(field.name, checked ? true : undefined)}
          />
        </LazyPartBoundary>
      );
    }
    case 'tristate':
      return (
        <LabelledControl label={field.label}>
          {(labelling) => (
            <Select
              {...labelling}
              value={tristateValue(value(field.name))}
              onChange={(_, data) =>
                state.setValue(field.name, TRISTATE[data.value as keyof typeof TRISTATE])
              }
            >
              <option value="">{t('filter.any')}</option>
              <option value="yes">{t('filter.yes')}</option>
              <option value="no">{t('filter.no')}</option>
            </Select>
          )}
        </LabelledControl>
      );
    case 'control': {
      const Control = field.control;
      const current = value(field.name);
      return (
        <LabelledControl label={field.label}>
          {(labelling) => (
            <Control
              id={labelling.id}
              label={field.label}
              value={typeof current === 'string' ? current : undefined}
              onChange={(next) => state.setValue(field.name, next)}
            />
          )}
        </LabelledControl>
      );
    }
    case 'dateRange':
      return (
        <fieldset className={styles.range} aria-label={field.label}>
          <LabelledControl label={`${field.label}: ${t('filter.from')}`}>
            {(labelling) => (
              <Input
                {...labelling}
                type="date"
                value={dateValue(value(field.from))}
                onChange={(_, data) => state.setValue(field.from, data.value)}
              />
            )}
          </LabelledControl>
          <LabelledControl label={`${field.label}: ${t('filter.to')}`}>
            {(labelling) => (
              <Input
                {...labelling}
                type="date"
                value={dateValue(value(field.to))}
                onChange={(_, data) => state.setValue(field.to, data.value)}
              />
            )}
          </LabelledControl>
        </fieldset>
      );
  }
}

/**
 * A field re-renders when its own value changes: a keystroke in the search field (and the list
 * update it sends) leaves the other filters alone.
 */
const FilterControl = memo(FilterControlView) as typeof FilterControlView;

/** Below this width (the bar's own, which the host decides) the filters fold behind a button. */
export const FOLD_FILTERS_BELOW_PX = 600;

export function FilterBar<P extends object>(props: FilterBarProps<P>) {
  const { t } = useT();

  const styles = useStyles();
  const state = useFilterBar(props.fields, props.onChange);
  // Guessed from the screen, which the bar spans: one render on mount, not two.
  const [measure, width] = useBoxWidth<HTMLDivElement>(useScreenWidthGuess());
  const folded = width > 0 && width < FOLD_FILTERS_BELOW_PX;
  // Folded, the search stays in the bar; the other filters move into the drawer.
  const search = folded ? props.fields.find((field) => field.kind === 'text') : undefined;
  const inBar = search ? [search] : folded ? [] : props.fields;
  const controls = (fields: readonly FilterField<P>[]) =>
    fields.map((field) => (
      <FilterControl
        key={field.kind === 'dateRange' ? `${field.from}-${field.to}` : field.name}
        field={field}
        current={Reflect.get(props.values, field.kind === 'dateRange' ? field.from : field.name)}
        end={field.kind === 'dateRange' ? Reflect.get(props.values, field.to) : undefined}
        state={state}
      />
    ));
  const foldedFields = folded ? props.fields.filter((field) => field !== search) : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark groups filters without form submission
    <div
      ref={measure}
      role="search"
      part="toolbar"
      aria-label={props.label ?? t('filter.label')}
      className={styles.root}
    >
      {controls(inBar)}
      {folded ? (
        <FoldedFilters fields={foldedFields} values={props.values} onReset={state.reset}>
          {controls(foldedFields)}
        </FoldedFilters>
      ) : (
        <Button appearance="subtle" onClick={state.reset}>
          {t('filter.reset')}
        </Button>
      )}
    </div>
  );
}

/** The fold, with its button in place (not yet working) while its code arrives. */
function FoldedFilters<P extends object>(props: FilterFoldProps<P>) {
  const { t } = useT();
  const FilterFold = filterFoldPart.current();
  return (
    <LazyPartBoundary
      part={filterFoldPart}
      fallback={<Button disabled>{t('filter.label')}</Button>}
    >
      <FilterFold {...(props as FilterFoldProps<object>)} />
    </LazyPartBoundary>
  );
}
