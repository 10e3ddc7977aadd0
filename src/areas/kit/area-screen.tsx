// An area's screen from its configuration: the component its element and its console route mount,
// the prefetch of its first page, and its header dialog loaded on first use, so an area's screen
// file states only its configuration.
import { prefetchFirstPage } from '../../ui/use-resource-list';
import { type ComponentType, useMemo } from 'react';
// The kit's modules themselves, not its index (which brings the form and picker code along).
import type { AreaConfig, HeaderDialog } from '../../ui/kit/area-config';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { usePartFailure } from '../../ui/use-part-failure';
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

// A header dialog ("Add channel", "New task") is a step most visits never take: the first rows
// never wait for its code.
type HeaderDialogProps = HeaderDialog['Dialog'] extends ComponentType<infer P> ? P : never;

const noDialogInputs = () => ({});

/**
 * The header dialog of the `chunk` area, from `load`, and the preload its button calls when
 * pointed at or focused; a dialog that cannot load closes and says so. `useInputs` (a hook, called
 * where the dialog opens) gives the props it needs beyond open and onClose.
 */
export function lazyHeaderDialog<Inputs extends object>(
  chunk: string,
  load: () => Promise<ComponentType<HeaderDialogProps & Inputs>>,
  useInputs: () => Inputs = noDialogInputs as () => Inputs,
): Pick<HeaderDialog, 'Dialog' | 'preload'> {
  const part = lazyPart<HeaderDialogProps & Inputs>(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load, never per render
  const Dialog = function LazyHeaderDialog(props: HeaderDialogProps) {
    const failed = usePartFailure(chunk);
    const inputs = useInputs();
    const Loaded = part.current();
    return (
      <LazyPartBoundary part={part} onFailed={failed(props.onClose)}>
        <Loaded {...inputs} {...props} />
      </LazyPartBoundary>
    );
  };
  return { Dialog, preload: part.preload };
}
