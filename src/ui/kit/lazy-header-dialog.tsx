// A list's header dialog ("Add", "New …") whose code loads when it first opens: the first rows
// never wait for a dialog most visits do not open.
import type { ComponentType } from 'react';
import { LazyPartBoundary, lazyPart } from '../lazy-part';
import { usePartFailure } from '../use-part-failure';
import type { HeaderDialog } from './area-config';

type HeaderDialogProps = HeaderDialog['Dialog'] extends ComponentType<infer P> ? P : never;

/**
 * The header dialog of the `chunk` area, from `load`, and the preload its button calls when
 * pointed at or focused; a dialog that cannot load closes and says so.
 */
export function lazyHeaderDialog(
  chunk: string,
  load: () => Promise<ComponentType<HeaderDialogProps>>,
): Pick<HeaderDialog, 'Dialog' | 'preload'> {
  const part = lazyPart<HeaderDialogProps>(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per area at module load, never per render
  const Dialog = function LazyHeaderDialog(props: HeaderDialogProps) {
    const failed = usePartFailure(chunk);
    const Loaded = part.current();
    return (
      <LazyPartBoundary part={part} onFailed={failed(props.onClose)}>
        <Loaded {...props} />
      </LazyPartBoundary>
    );
  };
  return { Dialog, preload: part.preload };
}
