// On a narrow list the filters other than the search fold behind a "Filters" button showing how many are active; they open in a drawer (its own chunk, loaded on first use).

import { Badge, Button } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import type { FilterDrawerProps } from './filter-drawer';
import { useLocale, useT } from './i18n';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import { type FilterField, fieldNames } from './use-filter-bar';

const drawerPart = lazyPart<FilterDrawerProps>(() =>
  import('./filter-drawer').then((module) => module.FilterDrawer),
);

export interface FilterFoldProps<P extends object> {
  /** The folded filters, and the list's params: the button counts those set. */
  fields: readonly FilterField<P>[];
  values: Partial<P>;
  onReset(): void;
  /** The folded filters' controls, the same the wide bar shows. */
  children: ReactNode;
}

export function FilterFold<P extends object>({
  fields,
  values,
  onReset,
  children,
}: FilterFoldProps<P>) {
  const active = activeFilters(fields, values);
  const translator = useT();
  const { formatNumber } = useLocale();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the drawer closes with its own motion.
  const [wanted, setWanted] = useState(false);
  const Drawer = drawerPart.current();
  const count = formatNumber(active);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={active ? translator.plural('filter.active', active, { count }) : undefined}
        // The count sits where an icon would, after the label.
        icon={
          active ? (
            <Badge appearance="filled" size="small">
              {count}
            </Badge>
          ) : undefined
        }
        iconPosition="after"
        onPointerEnter={drawerPart.preload}
        onFocus={drawerPart.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {translator.t('filter.label')}
      </Button>
      {wanted ? (
        <LazyPartBoundary part={drawerPart}>
          <Drawer open={open} onClose={() => setOpen(false)} onReset={onReset}>
            {children}
          </Drawer>
        </LazyPartBoundary>
      ) : null}
    </>
  );
}

/** How many of `fields` filter the list now (a date range counts once). */
function activeFilters<P extends object>(fields: readonly FilterField<P>[], values: Partial<P>) {
  return fields.filter((field) =>
    fieldNames(field).some((name) => {
      const value: unknown = Reflect.get(values, name);
      return value !== undefined && value !== null && value !== '';
    }),
  ).length;
}
