import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { FluentProvider } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { brandImageUrl } from '../core/branding/logo';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { PortalContext } from '../plugin-api';
import { StoreContext, type RootStore } from '../stores/rootStore';
import { ReleaseContext, type ReleaseStore } from '../stores/releaseStore';
import { RegistryContext, type PluginRegistry } from '../shell/registry';
import { RouteHost } from '../shell/RouteHost';
import { ShellRouter } from './ShellRouter';
import { Toasts } from '../shell/Toasts';
import { createPortalApi } from './portalApi';
import { searchOf } from '../core/session/guard';
import { DEFAULT_INTL_LOCALE, reportIntlError } from '../core/i18n/intl';
import { shellTheme } from '../shell/shellTheme';

/** Gives the stores the router's navigate, so logic in stores can move the user. */
function NavigatorBridge({ root }: { root: RootStore }) {
  const navigate = useNavigate();
  useEffect(() => {
    root.navigation.setNavigator((path, query, options) => {
      // The request's number travels with the history entry, so that RouteHost can tell a late
      // arrival at a tab the user has closed since (TabsStore.visit).
      navigate(`${path}${searchOf(query ?? {})}`, { replace: options?.replace, state: root.tabs.navigationState() });
    });
  }, [root, navigate]);
  return null;
}

export const App = observer(function App({ root, registry, release = null }: { root: RootStore; registry: PluginRegistry; release?: ReleaseStore | null }) {
  // Newer releases: asked for every few minutes and when the tab is shown again (docs/deployment.md).
  useEffect(() => release?.start(), [release]);
  const portal = useMemo(() => createPortalApi(root, registry), [root, registry]);
  useEffect(
    () =>
      reaction(
        () => root.locale.htmlLang,
        (lang) => document.documentElement.setAttribute('lang', lang),
        { fireImmediately: true },
      ),
    [root],
  );
  // The browser tab's icon: the layout's app.branding.favicon, else the shell's own (index.html's).
  useEffect(
    () =>
      reaction(
        () => brandImageUrl(root.layout.document.app.branding?.favicon, root.account.fileServiceUrl) ?? 'favicon.svg',
        (href) => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
          link.href = href;
          link.removeAttribute('type');
        },
        { fireImmediately: true },
      ),
    [root],
  );
  // The client-error log (display settings' log panel) hears the window's uncaught errors.
  useEffect(() => root.clientErrors.attach(window), [root]);
  const { theme: themeMode, themeColor } = root.display.choices;
  const theme = useMemo(() => shellTheme(themeMode, themeColor), [themeMode, themeColor]);
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode;
    document.documentElement.style.colorScheme = themeMode;
  }, [themeMode]);
  return (
    <StoreContext.Provider value={root}>
      <ReleaseContext.Provider value={release}>
        <RegistryContext.Provider value={registry}>
          <PortalContext.Provider value={portal}>
            <IntlProvider locale={root.locale.htmlLang} messages={root.locale.messages} defaultLocale={DEFAULT_INTL_LOCALE} onError={reportIntlError}>
              <FluentProvider theme={theme} style={{ height: '100%' }}>
                <ShellRouter tabs={root.tabs}>
                  <NavigatorBridge root={root} />
                  <Routes>
                    <Route path="*" element={<RouteHost />} />
                  </Routes>
                </ShellRouter>
                <Toasts />
              </FluentProvider>
            </IntlProvider>
          </PortalContext.Provider>
        </RegistryContext.Provider>
      </ReleaseContext.Provider>
    </StoreContext.Provider>
  );
});
