// What a plugin is: one object per folder (plugins/<id>/index.ts), built from its manifest
// (plugins/<id>/manifest.ts, plain data the Node-side checks read), listed in plugins/index.ts.
import type { ComponentType } from 'react';
import type { ModelStore, PluginModel } from './services/model';

export type Messages = Record<string, string>;

/** Props every plugin page receives. */
export interface PageProps {
  /** The route id of the layout document this page serves. */
  routeId: string;
  /** Route parameters (e.g. routerPath) and the query of the current location. */
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string>>;
}

export interface BlockProps {
  blockId: string;
  title: string;
}

/** A lazily loaded component: the loader resolves to the component (named export of its module). */
export type LazyComponent<P> = () => Promise<ComponentType<P>>;

/**
 * What a plugin offers, as plain data (plugins/<id>/manifest.ts): the pages routes may name and the
 * home blocks ('<id>.<block>') index blocks may name.
 */
export interface PluginManifest {
  readonly id: string;
  readonly pages: readonly string[];
  readonly blocks: readonly string[];
}

export interface PortalPlugin {
  /** Unique id, the key routes and blocks of the layout document refer to. */
  id: string;
  /** Pages by page id, each loaded on first use in its own chunk. */
  pages: Record<string, LazyComponent<PageProps>>;
  /** Home blocks this plugin offers, by block id ('<pluginId>.<blockId>' in indexBlocks). */
  blocks?: Record<string, LazyComponent<BlockProps>>;
  /** The plugin's messages; keys start with i18n_ so layout labels can name them. */
  messages: { zh_cn: Messages; en: Messages };
  /** The plugin's page data (plugins/<id>/model), made from the services it asks for. */
  model?: PluginModel<ModelStore>;
}

/** The parts of a plugin its manifest names: exactly its pages, and exactly its blocks when it has any. */
export type PluginParts<M extends PluginManifest> = {
  pages: Record<M['pages'][number], LazyComponent<PageProps>>;
  messages: { zh_cn: Messages; en: Messages };
  model?: PluginModel<ModelStore>;
} & (M['blocks'] extends readonly [] ? { blocks?: undefined } : { blocks: Record<M['blocks'][number], LazyComponent<BlockProps>> });

/**
 * A plugin object from its manifest: the id and the page and block names are written once, in the
 * manifest, and the compiler refuses a page or block the manifest does not declare, or one it
 * declares and the plugin does not offer.
 */
export function definePlugin<const M extends PluginManifest>(manifest: M, parts: PluginParts<M>): PortalPlugin {
  const { pages, messages, blocks, model } = parts as PluginParts<PluginManifest> & { blocks?: Record<string, LazyComponent<BlockProps>> };
  return { id: manifest.id, pages, messages, ...(blocks ? { blocks } : {}), ...(model ? { model } : {}) };
}
