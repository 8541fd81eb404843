import { definePlugin } from '@plugin-api';
import { frameManifest } from './manifest';

export const framePlugin = definePlugin(frameManifest, {
  pages: {
    frame: () => import(/* webpackChunkName: "page-frame" */ './FramePage').then((m) => m.FramePage),
  },
  messages: {
    zh_cn: { i18n_route_detail: '详情', i18n_frame_refused: '该地址不允许在门户中打开：{src}', i18n_frame_missing: '缺少页面地址（src 或 path）。' },
    en: { i18n_route_detail: 'Details', i18n_frame_refused: 'This address may not be opened in the portal: {src}', i18n_frame_missing: 'The page address (src or path) is missing.' },
  },
});
