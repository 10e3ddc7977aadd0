// The React root of every element: Fluent inside the shadow root (the five measured requirements), shared query client, events, toasts, access gate, the fallback of a failed screen.

import {
  IdPrefixProvider,
  PortalMountNodeProvider,
  RendererProvider,
} from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { pageBackend } from '../core/providers/backend';
import { queryClient } from '../core/query/client';
import { BackendProvider, useBackendFor } from '../ui/backend-context';
import { type ContentStatusSink, ContentStatusProvider } from '../ui/content-status';
import { ElementEventsProvider } from '../ui/element-events';
import { returnFocusFromClosedLayers } from '../ui/layer-focus-return';
import { NotifyProvider } from '../ui/notify';
import { ScreenBoundary } from '../ui/screen-boundary';
import { AccessGate } from './access-gate';
import { useEarlyAnswersSettled } from './early-gate';
import { propsStoreOf } from './element-props';
import { statusTrackerOf } from './element-status';
import { useHostLocale } from './host-locale';
import { prepareFormats } from '../ui/format';
import { TranslatorProvider } from '../ui/i18n';
import { ShadowFluentProvider } from '../ui/shadow-fluent-provider';
import type { Translator } from '../core/i18n';
import { holdTabsterWhileConnected, idPrefixFor, rendererFor } from './shadow-runtime';

/** Props every element understands; handled here and by the element class, not by areas. */
export const COMMON_PROPS = {
  apiBase: 'string',
  theme: 'string',
  lang: 'string',
  strings: 'json',
} as const;

/**
 * react-admin providers: objects, set as properties only (a `data-provider` attribute would be
 * the host's own data attribute).
 */
export const PROVIDER_PROPS = {
  dataProvider: 'function',
  authProvider: 'function',
} as const;

/**
 * Portals (dialogs, drawers, menus, toasts) mount here, inside the shadow root, not in
 * document.body; closing one gives back the focus and the accessibility tree it took.
 */
function usePortalMountNode(shadowRoot: ShadowRoot): HTMLElement {
  const [node] = useState(() => {
    const div = shadowRoot.ownerDocument.createElement('div');
    div.setAttribute('data-bo-portals', '');
    return div;
  });
  useLayoutEffect(() => {
    shadowRoot.append(node);
    const letGoOfTabster = holdTabsterWhileConnected(node);
    const stopReturningFocus = returnFocusFromClosedLayers(shadowRoot, node);
    return () => {
      stopReturningFocus();
      letGoOfTabster();
      node.remove();
    };
  }, [shadowRoot, node]);
  return node;
}

let emptyDocument: Document | undefined;

/**
 * RendererProvider "rehydrates" its renderer from the server-rendered Griffel <style> elements of
 * the document it is given. Ours write into shadow roots and never server-render, and a host page's
 * own Fluent SSR styles would mark those rules as present in our shadow roots (so they would never
 * be inserted there): it gets an empty document, where there is nothing to adopt.
 */
function noServerStyles(): Document {
  emptyDocument ??= document.implementation.createHTMLDocument('');
  return emptyDocument;
}

const NO_STATUS: ContentStatusSink = { report: () => undefined };

/** The element's status tracker; it hears from the parts in their layout effects, then learns the tree committed. */
function useElementStatus(host: HTMLElement | null): ContentStatusSink {
  const tracker = host ? statusTrackerOf(host) : null;
  useEffect(() => {
    tracker?.mounted();
    return () => tracker?.unmounted();
  }, [tracker]);
  return tracker ?? NO_STATUS;
}

export interface ElementHostOptions {
  requiresAdmin: boolean;
  title?: ((translator: Translator) => string) | undefined;
}

/** r2wc passes the shadow root as `container`; everything else comes from the element's props store. */
export function createElementHost<P extends object>(
  Component: ComponentType<P>,
  options: ElementHostOptions,
): ComponentType<{ container?: HTMLElement }> {
  function ElementHost(hostProps: { container?: HTMLElement }) {
    // Nothing here may call makeStyles: this component sits outside RendererProvider, where
    // Griffel would fall back to document.head.
    const shadowRoot = hostProps.container as unknown as ShadowRoot;
    const store = propsStoreOf(shadowRoot);
    const values = useSyncExternalStore(store.subscribe, store.getSnapshot);
    const mountNode = usePortalMountNode(shadowRoot);
    // The theme lives in the shadow root's adopted `:host` rule (shadow-theme.ts), not in React.
    const {
      apiBase,
      dataProvider,
      authProvider,
      theme: _theme,
      lang: _lang,
      strings,
      ...areaProps
    } = values;
    // The element's own back end, or the page's; elements naming the same one share it.
    const backend = useBackendFor({ apiBase, dataProvider, authProvider });
    const host = shadowRoot.host instanceof HTMLElement ? shadowRoot.host : null;
    // The language comes from the DOM (the element's `lang` or an ancestor's), which the `lang`
    // prop only mirrors; a new translator re-renders the tree in the new language.
    const { translator, dir, ready: languageReady } = useHostLocale(host, strings);
    // The first page its entry asked for is usually here by now; if not, it is worth a short wait.
    const earlySettled = useEarlyAnswersSettled();
    // Meanwhile the main thread is mostly idle: the screen's formats are built then, not in its render.
    useEffect(() => {
      if (!earlySettled) prepareFormats(translator.lang);
    }, [earlySettled, translator.lang]);
    const ready = languageReady && earlySettled && backend !== null;
    const status = useElementStatus(host);
    return (
      <RendererProvider renderer={rendererFor(shadowRoot)} targetDocument={noServerStyles()}>
        <IdPrefixProvider value={idPrefixFor(shadowRoot)}>
          <ShadowFluentProvider
            targetDocument={shadowRoot.ownerDocument}
            lang={translator.lang}
            dir={dir}
          >
            <TranslatorProvider value={translator}>
              <PortalMountNodeProvider value={mountNode}>
                <QueryClientProvider client={queryClient}>
                  <BackendProvider value={backend ?? pageBackend}>
                    <ElementEventsProvider host={host}>
                      <ContentStatusProvider value={status}>
                        <NotifyProvider>
                          {/* Until a language's catalog (and the early first page) arrives nothing shows, rather than English or a skeleton for a moment. */}
                          {ready ? (
                            <AccessGate
                              requiresAdmin={options.requiresAdmin}
                              areaTitle={options.title}
                              tag={host?.localName}
                            >
                              {/* A screen that fails shows the fallback; the rest of the page keeps working. */}
                              <ScreenBoundary>
                                {/* Props come from attributes and properties; areas declare them all optional. */}
                                <Component {...(areaProps as P)} />
                              </ScreenBoundary>
                            </AccessGate>
                          ) : null}
                        </NotifyProvider>
                      </ContentStatusProvider>
                    </ElementEventsProvider>
                  </BackendProvider>
                </QueryClientProvider>
              </PortalMountNodeProvider>
            </TranslatorProvider>
          </ShadowFluentProvider>
        </IdPrefixProvider>
      </RendererProvider>
    );
  }
  ElementHost.displayName = `ElementHost(${Component.displayName ?? Component.name})`;
  return ElementHost;
}
