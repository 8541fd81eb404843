import type { PortalPlugin } from '../plugin-api';
import type { PluginRegistry } from '../shell/registry';
import type { Dictionaries } from '../stores/localeStore';
import { mergeDictionaries } from '../core/i18n/language';

/** The registry the shell reads: plugin pages and blocks by id, nothing registered by side effect. */
export function createRegistry(plugins: readonly PortalPlugin[]): PluginRegistry {
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]));
  const block = (key: string) => {
    const [pluginId = '', blockId = ''] = key.split('.');
    return byId.get(pluginId)?.blocks?.[blockId];
  };
  return {
    hasPage: (pluginId, pageId) => Boolean(byId.get(pluginId)?.pages[pageId]),
    loadPage: (pluginId, pageId) => {
      const load = byId.get(pluginId)?.pages[pageId];
      return load ? load() : Promise.reject(new Error(`no page ${pluginId}/${pageId}`));
    },
    hasBlock: (key) => Boolean(block(key)),
    loadBlock: (key) => {
      const load = block(key);
      return load ? load() : Promise.reject(new Error(`no block ${key}`));
    },
  };
}

/** Shell messages first, then every plugin's, per language. */
export function mergeMessages(shell: Dictionaries, plugins: readonly PortalPlugin[]): Dictionaries {
  return mergeDictionaries(shell, ...plugins.map((plugin) => plugin.messages as Dictionaries));
}
