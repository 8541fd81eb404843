import { definePlugin } from '@plugin-api';
import { historyMessages } from './messages/history';
import { formsMessages } from './messages/forms';
import { sourcesMessages } from './messages/sources';
import { editorMessages } from './messages/editor';
import { pageMessages } from './messages/page';
import { layoutAdminManifest } from './manifest';

export const layoutAdminPlugin = definePlugin(layoutAdminManifest, {
  pages: {
    editor: () => import(/* webpackChunkName: "page-layout-editor" */ './LayoutEditorPage').then((m) => m.LayoutEditorPage),
  },
  messages: {
    zh_cn: {
      ...historyMessages.zh_cn,
      ...formsMessages.zh_cn,
      ...editorMessages.zh_cn,
      ...sourcesMessages.zh_cn,
      ...pageMessages.zh_cn,
    },
    en: {
      ...historyMessages.en,
      ...formsMessages.en,
      ...editorMessages.en,
      ...sourcesMessages.en,
      ...pageMessages.en,
    },
  },
});
