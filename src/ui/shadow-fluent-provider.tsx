// FluentProvider for shadow roots: Fluent's contexts and root styles without the token <style> it writes into document.head.

import {
  type FluentProviderProps,
  type FluentProviderState,
  getIntrinsicElementProps,
  renderFluentProvider_unstable,
  slot,
  type Theme,
  useFluent,
  useFluentProviderContextValues_unstable,
  useFluentProviderStyles_unstable,
  useFocusVisible,
} from '@fluentui/react-components';
import { createContext, type ReactNode, useContext } from 'react';
import { PART_STYLE_HOOKS } from './part-hooks';

export interface ShadowFluentProviderProps {
  /** The element's theme; nested providers inherit it. Its tokens must also be on `:host`. */
  theme?: Theme;
  /** The page's document; nested providers inherit it. */
  targetDocument?: Document;
  /** E.g. the console's "Enable RTL" switch, for the subtree. */
  dir?: 'ltr' | 'rtl';
  lang?: string;
  className?: string;
  children: ReactNode;
}

/** The theme tokens live in the `:host` rule (elements/shadow-theme.ts); this class only marks portal nodes. */
const THEME_CLASS = 'bo-theme';
const NO_OVERRIDES: FluentProviderState['overrides_unstable'] = {};
/** Nothing in Fluent's components reads the theme object (the tokens are CSS variables), so none by default. */
const ThemeObjectContext = createContext<Theme | undefined>(undefined);

/**
 * Builds FluentProvider's state by hand because useFluentProvider_unstable always inserts the
 * token <style> into targetDocument.head: blocked under a strict CSP and useless across the
 * shadow boundary. Rendering and context values are Fluent's own. Use it (never FluentProvider)
 * for nested scopes too, such as a right-to-left subtree.
 */
export function ShadowFluentProvider(props: ShadowFluentProviderProps) {
  const parent = useFluent();
  const parentTheme = useContext(ThemeObjectContext);
  const theme = props.theme ?? parentTheme;
  const targetDocument = props.targetDocument ?? parent.targetDocument;
  const dir = props.dir ?? parent.dir;
  const focusVisibleRef = useFocusVisible<HTMLDivElement>({ targetDocument });
  const rootProps: FluentProviderProps = {
    dir,
    className: props.className,
    children: props.children,
  };
  if (props.lang) rootProps.lang = props.lang;
  const state: FluentProviderState = {
    applyStylesToPortals: true,
    // The same hooks in nested scopes too: a provider without them would hide the parts below it.
    customStyleHooks_unstable: PART_STYLE_HOOKS,
    dir,
    targetDocument,
    theme,
    overrides_unstable: NO_OVERRIDES,
    themeClassName: THEME_CLASS,
    components: { root: 'div' },
    root: slot.always(getIntrinsicElementProps('div', { ...rootProps, ref: focusVisibleRef }), {
      elementType: 'div',
    }),
    serverStyleProps: { cssRule: '', attributes: {} },
  };
  useFluentProviderStyles_unstable(state);
  const contextValues = useFluentProviderContextValues_unstable(state);
  return (
    <ThemeObjectContext.Provider value={theme}>
      {renderFluentProvider_unstable(state, contextValues)}
    </ThemeObjectContext.Provider>
  );
}
