// A layer of the layout (a drawer, the customizer) whose chunk loads the first time it opens; once
// there it stays mounted, so it closes with its own motion.
import { useState } from 'react';
import { type LazyPart, LazyPartBoundary } from '../../ui/lazy-part';

export function OpenedOnce<P extends object>(props: {
  part: LazyPart<P>;
  open: boolean;
  props: P;
}) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  const Layer = props.part.current();
  return (
    <LazyPartBoundary part={props.part}>
      <Layer {...props.props} />
    </LazyPartBoundary>
  );
}
