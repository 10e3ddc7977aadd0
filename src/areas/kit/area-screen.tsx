// An area's screen from its configuration: the component its element and its console route mount,
// and the prefetch of its first page, so an area's screen file states only its configuration.
import { prefetchFirstPage } from '../../ui/use-resource-list';
import { type ComponentType, useMemo } from 'react';
// The kit's modules themselves, not its index (which brings the form and picker code along).
import type { AreaConfig } from '../../ui/kit/area-config';
import { ListScreen } from '../../ui/kit/list-screen';
import { useLocale } from '../../ui/i18n';
import type { PageAndSort } from '../../ui/list-resource';
import type { Locale } from '../../ui/locale';

export interface AreaScreenProps {
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

export interface AreaModule {
  default: ComponentType<AreaScreenProps>;
  /** Asks for what the screen shows first (its list's first page), ahead of its mount. */
  prefetch?: () => Promise<void> | void;
}

/** An area's configuration but its resource, which the screen adds (and prefetches). */
export type AreaSettings<T extends { uuid: string }, P extends PageAndSort> = Omit<
  AreaConfig<T, P>,
  'resource'
>;

export interface AreaScreenOptions<I extends unknown[]> {
  /**
   * Hooks whose values the configuration also depends on (the reader's rights, a lookup): read on
   * each render, the configuration is built again only when one of them changes.
   */
  useInputs?: () => Readonly<I>;
  /** Asks for more than the first page of the resource's defaults (the tasks' people too). */
  prefetch?: () => Promise<void> | void;
}

const noInputs = (): [] => [];

export function areaScreen<
  T extends { uuid: string },
  P extends PageAndSort,
  I extends unknown[] = [],
>(
  resource: AreaConfig<T, P>['resource'],
  configure: (locale: Locale, ...inputs: I) => AreaSettings<T, P>,
  options: AreaScreenOptions<I> = {},
): Required<AreaModule> {
  // Without inputs I is its default, the empty tuple.
  const useInputs = options.useInputs ?? (noInputs as unknown as () => I);

  // Made once per area, as its screen module loads (not in a render): React sees one component.
  // biome-ignore lint/correctness/noComponentHookFactories: called at module level only
  function AreaScreen(props: AreaScreenProps) {
    const locale = useLocale();
    const inputs = useInputs();
    // The inputs, one by one: a fixed number of them, so the memo sees each change.
    // biome-ignore lint/correctness/useExhaustiveDependencies: configure and resource never change
    const config = useMemo(
      (): AreaConfig<T, P> => ({ ...configure(locale, ...inputs), resource }),
      [locale, ...inputs],
    );
    return <ListScreen config={config} headingLevel={props.headingLevel} />;
  }

  return {
    default: AreaScreen,
    prefetch: options.prefetch ?? ((): Promise<void> => prefetchFirstPage(resource)),
  };
}
