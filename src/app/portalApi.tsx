import { observer } from 'mobx-react-lite';
import type { IndexBlock } from '../generated/layout';
import type { PortalApi } from '../plugin-api';
import type { RootStore } from '../stores/RootStore';
import { LazyView } from '../shell/LazyView';
import type { PluginRegistry } from '../shell/registry';
import * as api from '../core/api/services';
import { isOpenableUrl } from '../core/menu/menuItem';
import { toSessionError } from '../core/session/errors';
import { describePasswordProblems, fieldProblemText, isMobile, passwordProblems, registrationProblems } from '../core/session/passwordRules';

/** The plugin-facing facade over the stores: plugins see this, never the stores themselves. */
export function createPortalApi(root: RootStore, registry: PluginRegistry): PortalApi {
  const BlockOutlet = observer(function BlockOutlet({ blockKey, blockId, title }: { blockKey: string; blockId: string; title: string }) {
    return <LazyView cacheKey={`block:${blockKey}`} load={() => registry.loadBlock(blockKey)} props={{ blockId, title }} />;
  });
  const loginSettingsCache = new Map<string, Promise<Record<string, string>>>();
  return {
    get user() {
      return root.session.user;
    },
    get language() {
      return root.locale.language;
    },
    get layout() {
      return root.layout.document;
    },
    get settings() {
      return root.settings.values;
    },
    get menu() {
      return root.menu.items;
    },
    appPrefix: root.appPrefix,
    http: root.http,
    layoutAdmin: {
      get document() {
        return root.layout.document;
      },
      get failures() {
        return root.layout.failures;
      },
      get draftActive() {
        return root.layout.draft !== undefined;
      },
      loadOverlay: (scope) => root.loadOverlayText(scope),
      saveOverlay: (scope, patch) => root.saveOverlay(scope, patch),
      checkOverlay: (patch) => root.checkOverlay(patch),
      setDraft: (patch) => root.layout.setDraft(patch),
    },
    t: (key, values) => root.locale.t(key, values),
    text: (value) => root.locale.text(value),
    navigate: (path, query, options) => root.navigate(path, query, options),
    openMenuItem: (item) => {
      const target = root.menu.targetOf(item);
      if (target) root.navigate(target.path, target.query);
      return target !== null;
    },
    isOpenableUrl: (url) => isOpenableUrl(url, window.location.origin, root.menu.allowedOrigins),
    notify: (intent, message) => root.ui.notify(intent, message),
    session: createSessionApi(root),
    loginSettings: () => {
      // Asked once per account and group while the shell runs: login, forgot password and
      // registration each show the branding, and moving between them must not fetch it again.
      const { loginPage, app } = root.layout.document;
      const key = `${app.defaultAccount.elsAccount}|${loginPage.settingGroup}`;
      let settings = loginSettingsCache.get(key);
      if (!settings) {
        settings = api
          .findLoginSettings(root.http, { elsAccount: app.defaultAccount.elsAccount, setGroupCode: loginPage.settingGroup })
          .then((rows) => Object.fromEntries(rows.map((row) => [row.setCode, row.setValue])));
        loginSettingsCache.set(key, settings);
        // A failed call is asked again next time.
        settings.catch(() => loginSettingsCache.delete(key));
      }
      return settings;
    },
    homeBlocks: () =>
      root.layout
        .sorted<IndexBlock>(root.layout.document.indexBlocks)
        .filter(([, block]) => (block.settingCode ? root.isVisible({ settingsOn: [block.settingCode] }) : true) && root.isVisible(block.visibleWhen))
        .filter(([, block]) => registry.hasBlock(block.block))
        .map(([id, block]) => ({ id, blockKey: block.block, title: root.locale.text(block.title), width: block.width ?? 'half' })),
    BlockOutlet,
  };
}

/** The session pages' facade: every failure becomes a SessionError with the message to show. */
function createSessionApi(root: RootStore): PortalApi['session'] {
  const { session, http, locale } = root;
  const fail = (reason: unknown): never => {
    throw toSessionError(reason, locale.t('i18n_network_error'));
  };
  const guarded = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A): Promise<R> => call(...args).catch(fail);
  return {
    get locked() {
      return session.locked;
    },
    get keepLogin() {
      return session.keepLogin;
    },
    get rememberedAccount() {
      return session.rememberedAccount;
    },
    get entryError() {
      return root.entryError;
    },
    clearEntryError: () => root.clearEntryError(),
    login: guarded((identity, password, options) => root.login({ ...identity, password }, options)),
    remember: (identity) => session.remember(identity),
    captcha: guarded(() => session.captcha(http)),
    sendSmsCode: guarded((input) => session.sendSmsCode(http, input)),
    resetPassword: guarded((input) => session.resetPassword(http, input)),
    register: guarded((form, captchaId) => session.register(http, form, captchaId)),
    changePassword: guarded((oldPassword, newPassword) => session.changePassword(http, oldPassword, newPassword)),
    unlock: guarded((password) => root.unlock(password)),
    logout: () => root.logout(),
    passwordProblems: (password) => {
      const problems = passwordProblems(password);
      return problems.length > 0 ? [describePasswordProblems(problems, locale.language)] : [];
    },
    mobileProblem: (mobile) => (isMobile(mobile.trim()) ? undefined : fieldProblemText('mobile', locale.language)),
    registrationProblems: (form) =>
      Object.fromEntries(Object.entries(registrationProblems(form)).map(([field, problem]) => [field, fieldProblemText(problem, locale.language)])),
  };
}
