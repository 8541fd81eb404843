import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigationType } from 'react-router-dom';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { Route } from '../generated/layout';
import { decideGuard, matchRoute, queryOf, searchOf, tabLabelOf } from '../core/session/guard';
import { browserTitle } from '../core/tabs/tabRules';
import { useStores } from '../stores/rootStore';
import { addressRefusedText } from '../stores/storeMessages';
import { useRegistry } from './registry';
import { LazyView, pageViewKey } from './LazyView';
import { LazyShellLayout } from './loadShellLayout';
import { visuallyHidden } from '../plugin-api/visuallyHidden';
import { useIntl } from 'react-intl';

/**
 * Resolves the location against the layout document's routes (read live, so an overlay or draft
 * changes routing without a rebuild), applies the page guard and renders the plugin page inside
 * the shell chrome or bare.
 */
export const RouteHost = observer(function RouteHost() {
  const root = useStores();
  const intl = useIntl();
  const { layout, session, sessionFlow, tabs, locale, framePool, navigation, ui, visibility } = root;
  const registry = useRegistry();
  const location = useLocation();
  const navigationType = useNavigationType();
  const query = useMemo(() => queryOf(location.search), [location.search]);

  const found = matchRoute(layout.sorted<Route>(layout.document.routes), location.pathname);

  const route = found?.route;
  // A session refused while the user was on a page of the shell: that screen stays (inert) under
  // the 401 message for the 3 seconds before login, as if still signed in; a bare page does not.
  const keepsScreen = sessionFlow.keepsScreen && route !== undefined && (route.chrome ?? 'shell') !== 'bare';
  // The page guard, rule by rule (src/core/session/guard.ts).
  const decision = decideGuard(
    {
      path: location.pathname,
      query,
      route: found && route ? { ...route, id: found.id, allowed: visibility.mayOpen(route.visibleWhen) } : undefined,
      hasToken: session.authenticated || keepsScreen,
      token: session.token,
      locked: root.lock.locked,
      storedTicket: query.ticket !== undefined ? session.ticket : undefined,
    },
    layout.guardPaths,
  );
  const pendingRedirect = sessionFlow.authRedirectPending;
  // A frame page whose address may not be opened (javascript:, //host, data:, a foreign origin, the
  // shell itself) opens nothing: no tab, no frame; the user is told why and stays where they were.
  const frameVerdict = decision.kind === 'render' && route?.plugin === 'frame' ? framePool.targetOf(query) : undefined;
  const refused = frameVerdict && !frameVerdict.ok ? frameVerdict : undefined;
  const refusal = refused?.refusal;
  const showsTab = decision.kind === 'render' && decision.tab && !pendingRedirect && refusal === undefined;

  // The entry steps: a ticket or login parameters are dealt with before the route continues.
  const entrySteps = decision.kind === 'entry' ? decision.steps : undefined;
  useEffect(() => {
    if (entrySteps && !sessionFlow.entryRunning) void sessionFlow.runEntry(location.pathname, entrySteps);
    // The steps are derived from the location: they run once per location.
  }, [sessionFlow, location.pathname, location.search, entrySteps !== undefined]);

  // A tab is added for the target; its label comes from the route name (or the
  // frame's name), translated when it is an i18n_ key. Before the paint (a layout effect): the tab
  // strip and the frame pool follow in the same frame, where a passive effect ran after the paint
  // and an address change showed its frame one or two frames late (router switch p95 41 ms).
  useLayoutEffect(() => {
    if (!showsTab || !route) return;
    const label = tabLabelOf(route, query, location.pathname, locale.text);
    // Pages of the frame plugin are embedded frames: their tab is identified by the address and
    // their content lives in the frame pool (FramePool), not in the routed page.
    const isFrame = route.plugin === 'frame';
    // A back/forward move (POP) brings back an old entry with the request number it had then: it
    // is the user's new request, and re-opens the tab even when it was closed since.
    const intent = navigationType === 'POP' ? undefined : tabs.intentOf(location.state);
    const tab = tabs.visit({ path: location.pathname, query, label, frame: isFrame, intent });
    // The open-tab limit (app.maxOpenTabs) closed the oldest tabs: a notice names each.
    for (const closed of tabs.takeLimitClosed()) {
      ui.notify('info', intl.formatMessage({ id: 'i18n_tabs_limitClosed' }, { name: locale.text(tabs.displayLabel(closed)), max: layout.document.app.maxOpenTabs }));
    }
    if (!tab) return;
    const named = tabs.groupLabel(tab);
    document.title = browserTitle(isFrame, locale.text(named ?? tab.label), layout.document.app.siteTitle, named !== undefined);
  }, [showsTab, route, location.pathname, query, tabs, locale, layout, locale.language, navigationType, location.state]);

  useEffect(() => {
    if (refusal === undefined) return;
    ui.notify('warning', addressRefusedText(intl, query.name ?? refused?.address ?? location.pathname, refusal));
    const back = tabs.activeTab ?? { path: layout.homePath, query: {} };
    navigation.navigate(back.path, back.query, { replace: true });
    // Once per refused location.
  }, [refusal, location.key]);

  useEffect(() => {
    if (!showsTab) document.title = layout.document.app.siteTitle;
  }, [showsTab, layout.document.app.siteTitle]);

  // Signed in, the shell stays mounted (hidden) behind a bare page, a redirect or a message, so
  // that the embedded sub-apps keep their state across the lock screen. The two slots keep their
  // places, so React never remounts the shell when a page goes from bare to framed and back.
  // A bare page is the page's main landmark (the shell's own <main> is hidden behind it, inert).
  // The signed-in chrome (top bar, menu, tabs, frame pool, dialogs) is its own chunk: the login
  // route never waits for it (issue 13); bootstrap and the login page fetch it ahead.
  // The level-one heading of the shell's own waiting states: the site's title, for screen readers.
  const siteHeading = <h1 style={visuallyHidden}>{layout.document.app.siteTitle}</h1>;
  const stage = (over: ReactNode, shellPage?: ReactNode) => (
    <>
      {(shellPage !== undefined || session.authenticated || keepsScreen) && (
        <LazyShellLayout hidden={shellPage === undefined} frozen={keepsScreen}>
          {shellPage ?? null}
        </LazyShellLayout>
      )}
      {shellPage === undefined ? <main data-testid="bare-page">{over}</main> : null}
      {shellPage !== undefined && keepsScreen ? (
        // Over the kept screen (inert, so out of reach until the login page), clear, so that the 401
        // toast above it is the one message the user sees.
        <main style={{ position: 'fixed', inset: 0 }} data-testid="auth-redirect-pending">
          {siteHeading}
          <p style={visuallyHidden}>{locale.message('client.authFailed')}</p>
        </main>
      ) : null}
    </>
  );

  if (decision.kind === 'entry' || sessionFlow.entryRunning) {
    return stage(
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} data-testid="entry-pending">
        {siteHeading}
        <Spinner label={intl.formatMessage({ id: 'i18n_entry_running' })} />
      </div>,
    );
  }
  // While the 401 message shows, the page stays for 3 seconds, then login follows.
  if (pendingRedirect && decision.kind === 'redirect' && decision.rule === 'needsLogin') {
    return stage(
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} data-testid="auth-redirect-pending">
        {siteHeading}
        <MessageBar intent="error">
          <MessageBarBody>{locale.message('client.authFailed')}</MessageBarBody>
        </MessageBar>
      </div>,
    );
  }
  if (decision.kind === 'redirect') return stage(<Navigate to={{ pathname: decision.to, search: searchOf(decision.query) }} replace />);
  if (!found || !route) return stage(<Navigate to="/404" replace />);

  if (refusal !== undefined) return stage(null, null);

  const pluginId = route.plugin ?? '';
  const pageId = route.page ?? '';
  const page = registry.hasPage(pluginId, pageId) ? (
    <LazyView
      cacheKey={pageViewKey(pluginId, pageId)}
      load={() => registry.loadPage(pluginId, pageId)}
      props={{ routeId: found.id, params: found.params, query }}
    />
  ) : (
    <p role="alert">{intl.formatMessage({ id: 'i18n_page_missing' }, { page: pageId, plugin: pluginId })}</p>
  );
  return (route.chrome ?? 'shell') === 'bare' ? stage(page) : stage(null, page);
});
