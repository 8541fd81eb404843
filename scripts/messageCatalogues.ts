/**
 * Every message catalogue of the shell, named by the file that declares it (messages:check and
 * config:check read them): the stores' texts, the shell's, and each plugin's `messages`.
 */
import { plugins } from '../plugins';
import { shellMessages } from '../src/shell/messages';
import { storeMessages } from '../src/stores/storeMessages';

export interface Catalogue {
  /** The file that declares the messages. */
  source: string;
  /** Messages per language (zh_cn, en). */
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const catalogues: readonly Catalogue[] = [
  { source: 'src/stores/storeMessages.ts', messages: storeMessages },
  { source: 'src/shell/messages.ts', messages: shellMessages },
  ...plugins.map((plugin) => ({ source: `plugins/${plugin.id}/index.ts`, messages: plugin.messages })),
];

/** Every message id any catalogue declares, in any language. */
export function catalogueIds(list: readonly Catalogue[] = catalogues): Set<string> {
  const ids = new Set<string>();
  for (const catalogue of list) for (const messages of Object.values(catalogue.messages)) for (const id of Object.keys(messages)) ids.add(id);
  return ids;
}
