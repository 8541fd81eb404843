import { defineModel, useModel, type ModelServices, type ModelStore } from '@plugin-api';
import { DocumentStore } from './documentStore';
import { MessageStore } from './messageStore';

/**
 * The info plugin's page data, one model (a plugin has one): the document centre and the message
 * centre, each made from the services it asks for, cleared together when the user goes.
 */
export class InfoModel implements ModelStore {
  readonly scope = 'user' as const;

  constructor(
    readonly documents: DocumentStore,
    readonly messages: MessageStore,
  ) {}

  clear(): void {
    this.documents.clear();
    this.messages.clear();
  }
}

/** The info plugin's model: the portal creates it once, on first use. */
export const infoModel = defineModel(
  'info',
  (services: ModelServices) => new InfoModel(new DocumentStore(services.calls.documents, services.saveFile, services.networkText), new MessageStore(services.calls.messages, services.badges, services.push, services.networkText)),
);

/** The info plugin's model in this portal (pages). */
export const useInfo = (): InfoModel => useModel(infoModel);
