import { definePlugin } from '@plugin-api';
import { errorsManifest } from './manifest';

const page = () => import(/* webpackChunkName: "page-errors" */ './ErrorPages');

export const errorsPlugin = definePlugin(errorsManifest, {
  pages: {
    notFound: () => page().then((m) => m.NotFoundPage),
    forbidden: () => page().then((m) => m.ForbiddenPage),
    serverError: () => page().then((m) => m.ServerErrorPage),
  },
  messages: {
    zh_cn: {
      i18n_route_404: '页面不存在',
      i18n_route_403: '无权限',
      i18n_route_500: '服务器错误',
      i18n_error_404: '抱歉，您访问的页面不存在。',
      i18n_error_403: '抱歉，您没有访问此页面的权限。',
      i18n_error_500: '抱歉，服务器出错了，请稍后再试。',
      i18n_error_home: '返回首页',
    },
    en: {
      i18n_route_404: 'Not found',
      i18n_route_403: 'No permission',
      i18n_route_500: 'Server error',
      i18n_error_404: 'Sorry, the page you visited does not exist.',
      i18n_error_403: 'Sorry, you have no permission to open this page.',
      i18n_error_500: 'Sorry, the server failed. Please try again later.',
      i18n_error_home: 'Back to home',
    },
  },
});
