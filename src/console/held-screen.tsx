// The first screen across the router's arrival: it renders at one place of the console's tree (a portal into a node of its own), and the router's route for its area takes that node into the layout's main region instead of rendering a second screen, so nothing the admin did in the meantime is lost.
import {
  Component,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { useSessionPaused } from '../ui/session-hold';

export interface HeldScreen {
  /** The key of the area whose screen is held, or null (none, or no longer). */
  area: string | null;
  /** Puts the screen's node into `slot`, the route's place for it. */
  adopt(slot: HTMLElement): void;
  /** The route let go of the screen (another address, another user): it goes. */
  release(): void;
  /** The guard above the route paused the screen (an ended session) or resumed it. */
  pause(paused: boolean): void;
}

const HeldScreenContext = createContext<HeldScreen | null>(null);
export const HeldScreenProvider = HeldScreenContext.Provider;

type MovingParent = ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };

/** The focused node inside `node` and its text selection, to put back after a move. */
function focusWithin(node: HTMLElement): (() => void) | null {
  const active = (node.getRootNode() as Document | ShadowRoot).activeElement;
  if (!(active instanceof HTMLElement) || !node.contains(active)) return null;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  const [start, end] = field ? [active.selectionStart, active.selectionEnd] : [null, null];
  return () => {
    active.focus({ preventScroll: true });
    if (field && start !== null && end !== null) active.setSelectionRange(start, end);
  };
}

/**
 * Moves `node` into `parent` keeping what lives in it: where the browser can move a node as it is
 * (moveBefore: focus, selection and running transitions stay), that; else a plain move, with the
 * focus and selection put back.
 */
export function moveInto(parent: HTMLElement, node: HTMLElement): void {
  if (node.parentNode === parent) return;
  const moving = parent as MovingParent;
  if (typeof moving.moveBefore === 'function' && node.isConnected && parent.isConnected) {
    try {
      moving.moveBefore(node, null);
      return;
    } catch {
      // Not movable as it is (another root): moved plainly below.
    }
  }
  const refocus = focusWithin(node);
  parent.appendChild(node);
  refocus?.();
}

/** The route's place for the held screen: takes its node, and lets it go when it unmounts. */
function HeldScreenSlot(props: { held: HeldScreen }) {
  const { held } = props;
  const slot = useRef<HTMLDivElement>(null);
  const paused = useSessionPaused();
  const { adopt, release, pause } = held;
  useLayoutEffect(() => {
    if (slot.current) adopt(slot.current);
    return release;
  }, [adopt, release]);
  useEffect(() => pause(paused), [pause, paused]);
  return <div ref={slot} style={{ display: 'contents' }} />;
}

/** An area route's screen: the held one when it is this area's, else `children` (its own). */
export function HeldOrOwnScreen(props: { area: string; children: ReactNode }) {
  const held = useContext(HeldScreenContext);
  if (held?.area === props.area) return <HeldScreenSlot held={held} />;
  return props.children;
}

/**
 * A held screen that throws is let go: the route then renders the area's screen itself, where a
 * failure shows in the layout as any screen's does.
 */
export class HeldScreenBoundary extends Component<
  { onError(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
