// useBoxWidth: no layout forced while the screen commits; the observer's report renders before the frame is painted.

import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useBoxWidth } from '../../../src/ui/use-box-width';
import { mountView, textOf } from '../elements/support/mount';

/** A ResizeObserver the test reports through by hand, as the browser does after its layout. */
class ManualResizeObserver {
  static current: ManualResizeObserver | null = null;
  readonly observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    ManualResizeObserver.current = this;
  }
  observe(target: Element): void {
    this.observed.push(target);
  }
  unobserve(): void {}
  disconnected = false;
  disconnect(): void {
    this.disconnected = true;
  }
  report(width: number): void {
    const target = this.observed[0]!;
    const entry = { target, borderBoxSize: [{ inlineSize: width, blockSize: 10 }] };
    this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ManualResizeObserver);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(async () => {
    document.body.replaceChildren();
  });
});

function Box() {
  const [measure, width] = useBoxWidth<HTMLDivElement>(() => 640);
  return <div ref={measure}>width {width}</div>;
}

it('takes the estimate at first and reads no box size while committing', async () => {
  const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const { root } = await mountView(() => <Box />);
  expect(textOf(root)).toBe('width 640');
  // Measuring in the commit would force a layout of everything just rendered.
  expect(measured).not.toHaveBeenCalled();
  expect(ManualResizeObserver.current?.observed).toHaveLength(1);
});

it("renders the observer's width at once, inside its callback (before the browser paints)", async () => {
  const { root } = await mountView(() => <Box />);
  // No act() and no waiting: whatever depends on the width is on screen when the report returns.
  ManualResizeObserver.current!.report(480);
  expect(textOf(root)).toBe('width 480');
});

let renders = 0;

function Counted({ shown }: { shown: boolean }) {
  const [measure, width] = useBoxWidth<HTMLDivElement>(() => 640);
  renders += 1;
  return shown ? <div ref={measure}>width {width}</div> : null;
}

it('stops observing once the box is gone; attaching it renders nothing more', async () => {
  renders = 0;
  const { setView } = await mountView(() => <Counted shown />);
  const observer = ManualResizeObserver.current!;
  // Attaching the box sets no state: the mount is one render.
  expect(renders).toBe(1);
  await setView(() => <Counted shown={false} />);
  expect(observer.disconnected).toBe(true);
});
