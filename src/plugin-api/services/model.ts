// What a plugin's model (plugins/<id>/model) is made from: the services it asks for, never the HTTP
// client. The portal creates each plugin's model once, on first use, and clears it when the user's
// session ends (with the shell's user-scoped stores).
import type { AxiosInstance } from 'axios';
import type * as documentCalls from '../../core/api/documents';
import type * as homeCalls from '../../core/api/home';
import type * as messageCalls from '../../core/api/messages';
import type { getMyApp } from '../../core/api/services';
import type { BadgesService, PushEvents } from './badges';

/** A module of calls (src/core/api/<area>.ts) as a model sees them: the shell's client already given. */
export type BoundCalls<M> = { readonly [K in keyof M as M[K] extends (http: AxiosInstance, ...args: never[]) => unknown ? K : never]: M[K] extends (http: AxiosInstance, ...args: infer A) => infer R ? (...args: A) => R : never };

/** The server calls models may make, by area. */
export interface ServerCalls {
  /** The home pages' figures (and the user's apps). */
  readonly home: BoundCalls<typeof homeCalls> & BoundCalls<{ getMyApp: typeof getMyApp }>;
  /** The document centre's list, keyword search and download. */
  readonly documents: BoundCalls<typeof documentCalls>;
  /** The message centre's messages, notices and marks. */
  readonly messages: BoundCalls<typeof messageCalls>;
}

export interface ModelServices {
  /** The signed-in account (figures are per account); undefined when signed out. */
  account(): { elsAccount: string; elsSubAccount: string } | undefined;
  /** The text shown when the server was not reached, in the user's language. */
  networkText(): string;
  readonly calls: ServerCalls;
  /** Saves a downloaded file for the user (in the browser: a download link). */
  saveFile(blob: Blob, fileName: string): void;
  /** The top bar's unread badge (shell-wide): a model writes the counts it learns. */
  readonly badges: BadgesService;
  /** What the push tells models (messages arrived). */
  readonly push: PushEvents;
}

/**
 * What a model is: the user's page data, so the portal clears it when the session ends or another
 * user signs in (it joins the shell's user-scoped stores, src/stores/userScoped.ts).
 */
export interface ModelStore {
  readonly scope: 'user';
  clear(): void;
}

/** A plugin's page data: created from the services it asks for, cleared when the user signs out. */
export interface PluginModel<M extends ModelStore> {
  readonly pluginId: string;
  create(services: ModelServices): M;
}

/** Declares a plugin's model (the plugin object lists it; pages read it with useModel). */
export const defineModel = <M extends ModelStore>(pluginId: string, create: (services: ModelServices) => M): PluginModel<M> => ({ pluginId, create });
