import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'mobx';
import baseLayout from '../../config/base/layout.json';
import { loadStartupLayers } from '../core/config/loadLayers';
import { appPrefixOf, chooseTenant, type TenantDeploy } from '../core/config/tenant';
import { subscribeUserInput } from '../core/session/userInput';
import { startPlan } from '../core/tabs/tabRules';
import { matchRoute, moveEntryParams } from '../core/session/guard';
import { sortedEntries } from '../core/config/layers';
import { RootStore } from '../stores/rootStore';
import { readVersionFile, ReleaseStore, type Reachability } from '../stores/releaseStore';
import { releaseOfDocument } from '../core/release/version';
import { loadMqtt } from '../stores/push/mqttClient';
import { shellMessages } from '../shell/messages';
import { plugins } from '../../plugins';
import { App } from './App';
import { createRegistry, mergeMessages } from './registry';
import type { PluginRegistry } from '../shell/registry';
import { browserFetchText } from '../stores/translationStore';
import { loadShellLayout } from '../shell/loadShellLayout';
import { blockViewKey, pageViewKey, preloadView } from '../shell/LazyView';
import { preloadPasswordTransport } from '../core/session/passwordCipher';
import { blocksOfHome, DEFAULT_HOME } from '../core/home/homeRules';
import { PRERENDERED_LOGIN_PATH, releasePrerenderedLogin } from '../core/session/prerenderedLogin';
import { STARTUP_FETCH_INIT, takePrefetched } from '../core/config/prefetchedFiles';
import { styleSheetsSettled } from '../core/config/styleSheets';
import { whenIdle } from '../core/idle';

configure({ enforceActions: 'observed' });

/** The platform's links are hash links: a /portal/#/login3?... path is the hash route itself. */
function normaliseEntryUrl(): void {
  const { pathname, hash } = window.location;
  // /portal/portal/#/login is the platform's alternative login location: the same shell.
  const prefix = appPrefixOf(pathname);
  const doubled = `${prefix}${prefix}/`;
  if (prefix && pathname.startsWith(doubled)) window.history.replaceState(null, '', `${prefix}/${hash}`);
  // A ticket (or login parameters) before the hash is handed to the page guard in the hash query.
  const moved = moveEntryParams(window.location.search, window.location.hash);
  if (moved) window.history.replaceState(null, '', `${window.location.pathname}${moved.search}${moved.hash}`);
}

/**
 * Starts the download of the first page's chunk at once, beside the config files and the store
 * set-up, instead of after the first render, and keeps the loaded page for LazyView, which then
 * renders it in the first commit. Resolved against the base layout's routes, following route
 * redirects (`/portal/` → home); a wrong guess (an overlay moved the route) costs one chunk,
 * never a wrong page. Resolves when the page is loaded (or failed: LazyView shows why).
 */
async function prefetchEntryPage(registry: PluginRegistry): Promise<void> {
  const routes = sortedEntries(baseLayout.routes as Record<string, { order: number; path: string; plugin?: string; page?: string; redirect?: string }>);
  let path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  for (let hop = 0; hop < 4; hop += 1) {
    const found = matchRoute(routes, path);
    if (!found) return;
    if (found.route.redirect) {
      path = found.route.redirect;
      continue;
    }
    // A home's blocks come beside its page, not after it has rendered; the page is what is awaited.
    void preloadHomeBlocks(registry, found.id);
    await preloadPage(registry, found.route).catch(() => undefined);
    return;
  }
}

/**
 * On a signed-in start the first render waits at most this long for the user's data (overlays,
 * menu, settings, badges); the menu and settings are restored from storage meanwhile, and what
 * arrives later applies when it arrives (issue 13: the reload was waiting up to 4 s).
 */
export const USER_DATA_WAIT_MS = 150;

/**
 * index.html may show the login page prerendered (scripts/prerender-login.tsx); the real login
 * page takes it over when it mounts. Any other route (a redirect of the guard, a link followed)
 * removes it, so that it never stands over another page.
 */
function releasePrerenderedOffLogin(loginPath: string): void {
  const release = () => {
    const path = window.location.hash.replace(/^#/, '').split('?')[0];
    if (path !== loginPath) releasePrerenderedLogin(document);
  };
  window.addEventListener('hashchange', release);
  release();
}

/**
 * What a sign-in needs next, fetched once the login page is idle or typed into, once:
 * the password transport (the click would wait for it before the login call), the signed-in
 * shell, and the default home page with its blocks (kept for LazyView, so home shows in the first
 * commit after sign-in instead of two chunk round trips later). A supplier's home reuses the page
 * chunk; its blocks load when it opens.
 */
function prefetchSignInWhenIdle(registry: PluginRegistry): void {
  let started = false;
  const fetchAhead = () => {
    if (started) return;
    started = true;
    document.removeEventListener('input', fetchAhead, { capture: true });
    void preloadPasswordTransport().catch(() => undefined);
    void loadShellLayout().catch(() => undefined);
    void preloadHome(registry);
  };
  // Whichever comes first: the page idle after its load, or the first thing typed into the form.
  document.addEventListener('input', fetchAhead, { once: true, capture: true });
  const start = () => void whenIdle(2000).then(fetchAhead);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** A route's page into LazyView's cache; nothing for a route without a registered page. */
function preloadPage(registry: PluginRegistry, { plugin, page }: { plugin?: string; page?: string }): Promise<void> {
  return plugin && page && registry.hasPage(plugin, page) ? preloadView(pageViewKey(plugin, page), () => registry.loadPage(plugin, page)) : Promise.resolve();
}

/** The base layout's default home page and its blocks into LazyView's cache (a failure shows when rendered). */
function preloadHome(registry: PluginRegistry): Promise<unknown> {
  const route = (baseLayout.routes as Record<string, { plugin?: string; page?: string }>)[DEFAULT_HOME] ?? {};
  return Promise.allSettled([preloadPage(registry, route), preloadHomeBlocks(registry, DEFAULT_HOME)]);
}

/** The base layout's blocks of the home page `routeId` (none for another page) into LazyView's cache. */
function preloadHomeBlocks(registry: PluginRegistry, routeId: string): Promise<unknown> {
  const blocks = blocksOfHome(Object.entries(baseLayout.indexBlocks as Record<string, { block: string; home?: string }>), routeId);
  return Promise.allSettled(blocks.map(([, { block }]) => (registry.hasBlock(block) ? preloadView(blockViewKey(block), () => registry.loadBlock(block)) : undefined)));
}

/** Resolves once the app has rendered for the first time (see bootstrap). */
let markRendered!: () => void;
const rendered = new Promise<void>((resolve) => (markRendered = resolve));

/**
 * The MQTT client (330 KB) is parsed only after the first render, when the browser is idle: push
 * notifications never hold back the shell's first paint (a signed-in reload started it at once).
 */
const loadMqttWhenIdle = () => rendered.then(() => whenIdle(1000)).then(loadMqtt);

/** A start-up file: the gate's fetch of it when there is one (started beside the scripts), else a fetch now. */
const fetchFile = (url: string) => takePrefetched(window, new URL(url, window.location.href).href) ?? fetch(url, STARTUP_FETCH_INIT);

/**
 * The tab's release check: this page's release (index.html's meta) against the build folder's
 * version.json, read past every cache. The reload loads the server's newest index.html (it is
 * served no-cache, so the browser revalidates it).
 */
function releaseCheck(appPrefix: string, reachability: Reachability): ReleaseStore {
  return new ReleaseStore({
    current: releaseOfDocument(document),
    fetchVersion: () => readVersionFile(fetch, `${appPrefix}/version.json`, reachability),
    reload: () => window.location.reload(),
    subscribeVisible: (listener) => {
      const onChange = () => document.visibilityState === 'visible' && listener();
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
  });
}

/** Load layers → merge → validate → stores → render. A bad layer never stops the shell. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // The start-up bench (tests/bench/startup.bench.ts) reads these marks.
  performance.mark('srm:scripts-run');
  // The build's style sheets, started by the gate beside the scripts (usually in by now).
  const styleSheets = styleSheetsSettled(document);
  normaliseEntryUrl();
  releasePrerenderedOffLogin(PRERENDERED_LOGIN_PATH);
  // Off the login page the signed-in shell is most likely needed: its chunk loads beside the
  // layout files; on the login page it loads while the user types (with the rest a sign-in needs).
  const shellReady = window.location.hash.replace(/^#/, '').split('?')[0] !== PRERENDERED_LOGIN_PATH ? loadShellLayout().catch(() => undefined) : undefined;
  const registry = createRegistry(plugins);
  if (!shellReady) prefetchSignInWhenIdle(registry);
  const entryPage = prefetchEntryPage(registry);
  const appPrefix = appPrefixOf(window.location.pathname);
  // An entry address without parameters clears the stored tabs; the home tab opens unless the resource is an audit.
  const tabStart = startPlan({ hash: window.location.hash, search: window.location.search });

  let deploy: TenantDeploy = {};
  try {
    const answer = await fetchFile(`${appPrefix}/config/deploy.json`);
    if (answer.ok) deploy = (await answer.json()) as typeof deploy;
  } catch (error) {
    console.warn('[config] no deploy.json, using defaults', error);
  }
  // ?tenant= → path prefix → host name → default: the server chooses the tenant of a request the same way.
  const { search, pathname, hostname } = window.location;
  const tenant = chooseTenant({ search, pathname, host: hostname, deploy });
  const startupLayers = await loadStartupLayers({
    base: baseLayout,
    tenant,
    configRoot: `${appPrefix}/config`,
    fetchJson: fetchFile,
  });

  performance.mark('srm:layout-files');
  const root = new RootStore({
    startupLayers,
    messages: mergeMessages(shellMessages, plugins),
    appPrefix,
    shellOrigin: window.location.origin,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    browserLanguage: navigator.language,
    cookies: { get: () => document.cookie, set: (cookie) => void (document.cookie = cookie) },
    locks: navigator.locks,
    subscribeStorage: (listener) => window.addEventListener('storage', (event) => listener(event.key)),
    subscribeActivity: (listener) => subscribeUserInput(window, listener),
    secureCookies: window.location.protocol === 'https:',
    loadMqtt: loadMqttWhenIdle,
    fetchText: browserFetchText,
  });
  for (const failure of root.layout.failures) console.error(`[config] layer ${failure.kind} (${failure.source}) left out`, failure.issues);
  root.tabs.start(tabStart);
  // With a stored session the user's data is asked for at once. The first render waits for it only
  // when the user's overlays were not kept from the last visit (they may change the whole shell),
  // and never longer than USER_DATA_WAIT_MS: the kept overlays, menu and settings show meanwhile,
  // and what arrives applies then.
  if (root.session.authenticated) {
    const userData = root.sessionFlow.loadUserData();
    await Promise.race([Promise.all(root.overlays.restored ? [shellReady, entryPage] : [userData, shellReady, entryPage]), new Promise((resolve) => setTimeout(resolve, USER_DATA_WAIT_MS))]);
  }

  // Components name class names only (their rules are in those sheets): render once they are in.
  performance.mark('srm:awaiting-styles');
  for (const href of await styleSheets) console.error(`[styles] ${href} could not be loaded (twice): the portal shows without its styles`);
  performance.mark('srm:first-render');
  createRoot(container).render(createElement(App, { root, registry, release: releaseCheck(appPrefix, root.connectivity.httpHooks) }));
  requestAnimationFrame(() => setTimeout(markRendered, 0));
}
