import { createContext, useContext, type ComponentType } from 'react';
import type { BlockProps, PageProps } from '../plugin-api';

/** How the shell finds plugin pages and blocks: given by src/app, so the shell never imports plugins. */
export interface PluginRegistry {
  hasPage(pluginId: string, pageId: string): boolean;
  loadPage(pluginId: string, pageId: string): Promise<ComponentType<PageProps>>;
  hasBlock(blockKey: string): boolean;
  loadBlock(blockKey: string): Promise<ComponentType<BlockProps>>;
}

export const RegistryContext = createContext<PluginRegistry | null>(null);

export function useRegistry(): PluginRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry() is used outside <RegistryContext.Provider>');
  return registry;
}
