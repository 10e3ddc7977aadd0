// The signal a shadow root receives when its theme tokens change, for parts that need the tokens'
// values rather than var() references (canvas charts, chart libraries taking colour strings).

const THEME_CHANGE_EVENT = 'bo-theme-change';

/** Tells the parts inside `root` that its theme tokens now have new values. */
export function announceThemeChange(root: ShadowRoot | Document): void {
  root.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

/** Calls `listener` after every theme change of the shadow root (or document) holding `node`. */
export function subscribeThemeChange(node: Node, listener: () => void): () => void {
  const root = node.getRootNode();
  root.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => root.removeEventListener(THEME_CHANGE_EVENT, listener);
}
