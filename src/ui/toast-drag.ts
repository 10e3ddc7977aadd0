// Swipe a toast away: dragged sideways past a share of its width it closes, short of that it
// springs back. Pointer events cover mouse, pen and touch alike.
import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';

export interface ToastDrag {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  style: CSSProperties;
}

/** Buttons and links inside the toast keep their click; the drag starts anywhere else. */
function startsOnControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, [role="button"]') !== null;
}

/** How far (share of the width, 0-1) a drag of `dx` pixels has moved a toast `width` wide. */
export function dragShare(dx: number, width: number): number {
  return width > 0 ? Math.min(1, Math.abs(dx) / width) : 0;
}

export function useToastDrag(onDismiss: () => void, dismissPercent: number): ToastDrag {
  const start = useRef<{ x: number; width: number; pointer: number } | null>(null);
  const [dx, setDx] = useState(0);
  const reset = () => {
    start.current = null;
    setDx(0);
  };
  return {
    onPointerDown(event) {
      if (event.button !== 0 || startsOnControl(event.target)) return;
      const width = event.currentTarget.getBoundingClientRect().width;
      start.current = { x: event.clientX, width, pointer: event.pointerId };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event) {
      if (start.current?.pointer === event.pointerId) setDx(event.clientX - start.current.x);
    },
    onPointerUp(event) {
      const drag = start.current;
      if (drag?.pointer !== event.pointerId) return;
      const share = dragShare(event.clientX - drag.x, drag.width);
      reset();
      if (share * 100 >= dismissPercent) onDismiss();
    },
    onPointerCancel: reset,
    style:
      dx === 0
        ? { touchAction: 'pan-y' }
        : {
            touchAction: 'pan-y',
            transform: `translateX(${dx}px)`,
            opacity: 1 - dragShare(dx, start.current?.width ?? 0),
            cursor: 'grabbing',
            userSelect: 'none',
          },
  };
}
