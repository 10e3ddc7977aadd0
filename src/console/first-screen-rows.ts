// The moment after the first screen's first rows: its early answers are in and the page has drawn
// them. What loads then (the router, the layout) runs after that frame, not between the rows'
// render and their paint.
import { earlyRequestsSettled } from '../core/query/early-answers';
import { whenIdle } from '../core/when-idle';

/**
 * Resolves once the early answers have settled and the page is next idle: the screen's render with
 * them and the frame that paints it are ahead of an idle period, which a timer after the next
 * animation frame is not when that render is long (the timer then runs between the render's
 * commit and its paint).
 */
export function afterFirstRows(): Promise<void> {
  return earlyRequestsSettled().then(
    () =>
      new Promise((resolve) => {
        whenIdle(resolve);
      }),
  );
}
