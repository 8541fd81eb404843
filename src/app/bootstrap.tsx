import { createRoot } from 'react-dom/client';
import { configure } from 'mobx';
import baseLayout from '../../config/base/layout.json';
import { loadStartupLayers } from '../core/config/loadLayers';
import { appPrefixOf, chooseTenant } from '../core/config/tenant';
import { RootStore } from '../stores/RootStore';
import { shellMessages } from '../shell/messages';
import { plugins } from '../../plugins';
import { App } from './App';
import { createRegistry, mergeMessages } from './registry';

configure({ enforceActions: 'observed' });

/** Seed links in hash form keep working: a /portal/#/login3?... path is the hash route itself. */
function normaliseEntryUrl(): void {
  const { pathname, hash } = window.location;
  // /portal/portal/#/login is the platform's alternative login location: the same shell.
  const prefix = appPrefixOf(pathname);
  const doubled = `${prefix}${prefix}/`;
  if (prefix && pathname.startsWith(doubled)) window.history.replaceState(null, '', `${prefix}/${hash}`);
}

const fetchFile = (url: string) => fetch(url, { credentials: 'same-origin', cache: 'no-cache' });

/** Load layers → merge → validate → stores → render. A bad layer never stops the shell. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  normaliseEntryUrl();
  const appPrefix = appPrefixOf(window.location.pathname);
  // A fresh entry without a route starts with only the home tab (seed 001 §2: no params clears tabs).
  const freshEntry = window.location.hash === '' || window.location.hash === '#/' || window.location.hash === '#';

  let deploy: { defaultTenant?: string; tenantByPrefix?: Record<string, string> } = {};
  try {
    const answer = await fetchFile(`${appPrefix}/config/deploy.json`);
    if (answer.ok) deploy = (await answer.json()) as typeof deploy;
  } catch (error) {
    console.warn('[config] no deploy.json, using defaults', error);
  }
  const tenant = chooseTenant({ search: window.location.search, pathname: window.location.pathname, deploy });
  const startupLayers = await loadStartupLayers({
    base: baseLayout,
    tenant,
    configRoot: `${appPrefix}/config`,
    fetchJson: fetchFile,
  });

  const root = new RootStore({
    startupLayers,
    messages: mergeMessages(shellMessages, plugins),
    appPrefix,
    shellOrigin: window.location.origin,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    browserLanguage: navigator.language,
  });
  for (const failure of root.layout.failures) console.error(`[config] layer ${failure.kind} (${failure.source}) left out`, failure.issues);
  if (freshEntry) root.tabs.closeAll();
  // With a stored session, the overlays are in force before the first paint (no flash of the
  // default layout); the shell renders anyway if the server is slow to answer.
  if (root.session.authenticated) await Promise.race([root.loadUserData(), new Promise((resolve) => setTimeout(resolve, 4000))]);

  createRoot(container).render(<App root={root} registry={createRegistry(plugins)} />);
}
