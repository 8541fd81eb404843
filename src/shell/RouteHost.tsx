import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import type { Route } from '../generated/layout';
import { useStores } from '../stores/RootStore';
import { useRegistry } from './registry';
import { LazyView } from './LazyView';
import { ShellLayout } from './ShellLayout';

function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  return query;
}

/**
 * Resolves the location against the layout document's routes (read live, so an overlay or draft
 * changes routing without a rebuild), applies the page guard and renders the plugin page inside
 * the shell chrome or bare.
 */
export const RouteHost = observer(function RouteHost() {
  const root = useStores();
  const { layout, session, tabs, locale } = root;
  const registry = useRegistry();
  const location = useLocation();
  const query = useMemo(() => queryOf(location.search), [location.search]);

  const routes = layout.sorted<Route>(layout.document.routes);
  const found = routes
    .map(([id, route]) => ({ id, route, match: matchPath({ path: route.path, end: true }, location.pathname) }))
    .find((entry) => entry.match !== null);

  const route = found?.route;
  const needsLogin = route !== undefined && route.auth && !session.authenticated;
  const showsTab = route !== undefined && !route.redirect && !needsLogin && route.tab !== false && (route.chrome ?? 'shell') === 'shell';

  // Guard rule 3: a tab is added for the target; its label comes from the route name (or the
  // frame's name), translated when it is an i18n_ key.
  useEffect(() => {
    if (!showsTab || !route) return;
    const label = query.name ?? (typeof route.label === 'string' ? route.label : route.label ? locale.text(route.label) : location.pathname);
    const tab = tabs.visit({ path: location.pathname, query, label });
    const isFrame = location.pathname.startsWith('/myiframe/');
    document.title = isFrame ? locale.text(tab.label) : layout.document.app.siteTitle;
  }, [showsTab, route, location.pathname, query, tabs, locale, layout]);

  useEffect(() => {
    if (!showsTab) document.title = layout.document.app.siteTitle;
  }, [showsTab, layout.document.app.siteTitle]);

  if (!found || !route) return <Navigate to="/404" replace />;
  if (route.redirect) return <Navigate to={{ pathname: route.redirect, search: location.search }} replace />;
  // Guard rule 2: /login with a token goes home.
  if (found.id === 'login' && session.authenticated) return <Navigate to={layout.document.app.homeTab.path} replace />;
  // Guard rule 4: pages that need authentication send a visitor without token to login, with the target.
  if (needsLogin) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={{ pathname: '/login', search: `?redirect=${encodeURIComponent(target)}` }} replace />;
  }

  const pluginId = route.plugin ?? '';
  const pageId = route.page ?? '';
  const page = registry.hasPage(pluginId, pageId) ? (
    <LazyView
      cacheKey={`${pluginId}/${pageId}`}
      load={() => registry.loadPage(pluginId, pageId)}
      props={{ routeId: found.id, params: found.match?.params ?? {}, query }}
    />
  ) : (
    <p role="alert">{locale.t('i18n_page_missing', { page: pageId, plugin: pluginId })}</p>
  );
  return (route.chrome ?? 'shell') === 'bare' ? page : <ShellLayout>{page}</ShellLayout>;
});
