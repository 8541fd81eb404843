import type { AxiosInstance } from 'axios';
import type { BoundCalls, ModelServices, ModelStore, PluginModel } from '../plugin-api';
import * as documentCalls from '../core/api/documents';
import * as homeCalls from '../core/api/home';
import * as messageCalls from '../core/api/messages';
import { getMyApp } from '../core/api/services';
import type { RootStore } from '../stores/rootStore';

/** A module of calls with the shell's HTTP client given: what a plugin model calls the server with. */
export function bindCalls<M extends object>(calls: M, http: AxiosInstance): BoundCalls<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    if (typeof call === 'function') bound[name] = (...args: unknown[]) => (call as (http: AxiosInstance, ...rest: unknown[]) => unknown)(http, ...args);
  }
  return bound as BoundCalls<M>;
}

/** The services plugin models are made from (never the HTTP client itself). */
export function modelServices(root: RootStore): ModelServices {
  return {
    account: () => root.session.account,
    networkText: () => root.locale.intl.formatMessage({ id: 'i18n_network_error' }),
    calls: {
      home: { ...bindCalls(homeCalls, root.http), ...bindCalls({ getMyApp }, root.http) },
      documents: bindCalls(documentCalls, root.http),
      messages: bindCalls(messageCalls, root.http),
    },
    saveFile: saveBlobInBrowser,
    badges: root.badges,
    push: { onMessagesArrived: (listener) => root.badges.onMessagesArrived(listener) },
  };
}

/** The browser's way to save a Blob: an object URL on a download link, clicked, then revoked. */
export function saveBlobInBrowser(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The plugins' models of one portal: each created on first use, once, and cleared with the user's
 * stores when a session ends (RootStore.userScoped).
 */
export function createModels(root: RootStore, services: ModelServices = modelServices(root)): <M extends ModelStore>(model: PluginModel<M>) => M {
  const models = new Map<PluginModel<ModelStore>, ModelStore>();
  return <M extends ModelStore>(model: PluginModel<M>): M => {
    let created = models.get(model) as M | undefined;
    if (!created) {
      created = model.create(services);
      models.set(model, created);
      root.userScoped.register(created);
    }
    return created;
  };
}
