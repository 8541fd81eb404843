import { computed } from 'mobx';
import type { IndexBlock, LayoutDocument } from '../generated/layout';
import { applyAudiences } from '../core/config/audiences';
import { isJsonObject } from '../core/config/mergePatch';
import type { PortalApi } from '../plugin-api';
import type { RootStore } from '../stores/rootStore';
import type { PluginRegistry } from '../shell/registry';
import { isOpenableUrl } from '../core/menu/menuItem';
import { blocksOfHome } from '../core/home/homeRules';
import { auditDetailRoute } from '../core/audit/auditLink';
import { toSessionError } from '../core/session/errors';
import { withNetworkText } from '../core/errorText';
import { describePasswordProblems, describePasswordRule, fieldProblemText, isMobile, passwordProblems, registrationProblems } from '../core/session/passwordRules';
import { markFailedLayers } from '../core/config/attribution';
import { composeLayout, layerKindOfScope, scopeOfLayerKind, type LayoutLayer } from '../core/config/layers';
import { BlockOutlet } from './BlockOutlet';
import { PREVIEW_PRESETS } from '../core/previewTargets';
import { PLUGIN_CATALOGUE } from '../../plugins/manifests';
import { createModels } from './pluginModels';


/** The plugin-facing facade over the stores: plugins see this, never the stores themselves. */
export function createPortalApi(root: RootStore, registry: PluginRegistry): PortalApi {
  const { layout, locale, navigation, overlays, visibility } = root;
  // The layers in force with the composition's verdict, recomputed only when a layer changes.
  const withVerdict = (layers: readonly LayoutLayer[], failures = composeLayout(layers).failures) =>
    markFailedLayers(
      layers.map(({ kind, source, patch }) => ({ kind, source, patch })),
      failures,
    );
  // The layers in force take the store's own verdict: they are the very layers it composed.
  const layersInForce = computed(() => withVerdict(layout.layers, layout.failures));
  // A block's IndexPage_* switch comes from the five-flag array (findListByLoginEls); any other
  // setting code from the tenant's settings.
  const blockSettingOn = (code: string | undefined) => !code || (root.settings.indexFlagOf(code) ?? visibility.isVisible({ settingsOn: [code] }));
  const failInUsersLanguage = (reason: unknown): never => {
    throw withNetworkText(reason, () => locale.intl.formatMessage({ id: 'i18n_network_error' }));
  };
  return {
    get user() {
      return root.session.user;
    },
    get isAdmin() {
      return visibility.isAdmin;
    },
    get language() {
      return locale.language;
    },
    get layout() {
      return layout.document;
    },
    get homePath() {
      return layout.homePath;
    },
    get settings() {
      return root.settings.values;
    },
    get menu() {
      return root.menu.items;
    },
    appPrefix: root.appPrefix,
    get fileServiceUrl() {
      return root.account.fileServiceUrl;
    },
    layoutAdmin: {
      get document() {
        return layout.document;
      },
      get failures() {
        return layout.failures;
      },
      get draftActive() {
        return layout.draft !== undefined;
      },
      get tenant() {
        return overlays.tenant;
      },
      get layers() {
        return layersInForce.get();
      },
      // A call that got no answer says so in the user's language (never the library's "Network
      // Error"); the server's refusals keep their message, status and data.
      loadOverlay: (scope) => overlays.loadText(scope).catch(failInUsersLanguage),
      publishOverlay: (scope, patch, options) => overlays.publish(scope, patch, options).catch(failInUsersLanguage),
      overlayHistory: (scope, page) => overlays.history(scope, page).catch(failInUsersLanguage),
      overlayVersionText: (scope, version) => overlays.versionText(scope, version).catch(failInUsersLanguage),
      rollbackOverlay: (scope, version, options) => overlays.rollback(scope, version, options).catch(failInUsersLanguage),
      checkOverlay: (patch, scope) => overlays.check(patch, scope, PLUGIN_CATALOGUE),
      unpublishedEdit: (scope) => overlays.unpublishedEdit(scope),
      keepUnpublishedEdit: (scope, edit) => overlays.keepUnpublishedEdit(scope, edit),
      layersWith: (patch, scope) =>
        patch === undefined ? layersInForce.get() : withVerdict(layout.layersWith({ kind: 'draft', source: 'draft (not saved)', patch }, layerKindOfScope(scope))),
      setDraft: (patch, scope) => layout.setDraft(patch, scope === undefined ? undefined : layerKindOfScope(scope)),
      get draftScope() {
        return scopeOfLayerKind(layout.draftReplaces);
      },
      get draft() {
        const patch = layout.draft?.patch;
        return patch && typeof patch === 'object' && !Array.isArray(patch) ? (patch as Record<string, unknown>) : undefined;
      },
      get documentBelowDraft() {
        return layout.documentBelowDraft;
      },
      // The layer a scope's overlay is: the tenant-wide one the 'server' layer, the user's own the 'user' layer.
      documentBelow: (scope) => layout.documentUnder(layerKindOfScope(scope)),
      previewAs: (target) => visibility.previewAs(target),
      get previewTarget() {
        return visibility.previewTarget;
      },
      previewPresets: PREVIEW_PRESETS,
      audienceLayers: (document) => (isJsonObject(document) ? applyAudiences(document as unknown as LayoutDocument, visibility.baseContext).layers : []),
    },
    text: (value) => locale.text(value),
    navigate: (path, query, options) => navigation.navigate(path, query, options),
    openMenuItem: (item) => {
      const target = root.menu.targetOf(item);
      if (target) navigation.navigate(target.path, target.query);
      return target !== null;
    },
    isOpenableUrl: (url) => isOpenableUrl(url, window.location.origin, layout.allowedOrigins),
    openAuditDetail: (auditType, businessId) => {
      const route = auditDetailRoute(layout.document.auditLinks, auditType, businessId, (link) => locale.text(link.label ?? ''));
      if (!route.ok) {
        root.ui.notify('error', locale.intl.formatMessage({ id: 'i18n_audit_link_unknown' }, { type: auditType }));
        return false;
      }
      navigation.navigate(route.path, route.query);
      return true;
    },
    hasAuditDetail: (auditType) => Object.prototype.hasOwnProperty.call(layout.document.auditLinks, auditType) && Boolean(layout.document.auditLinks[auditType]),
    notify: (intent, message) => root.ui.notify(intent, message),
    session: createSessionApi(root),
    loginSettings: () => {
      const { loginPage, app } = layout.document;
      return root.settings.loginSettings(app.defaultAccount.elsAccount, loginPage.settingGroup);
    },
    homeBlocks: (homeRouteId) =>
      blocksOfHome(layout.sorted<IndexBlock>(layout.document.indexBlocks), homeRouteId)
        .filter(([, block]) => blockSettingOn(block.settingCode) && visibility.isVisible(block.visibleWhen))
        .filter(([, block]) => registry.hasBlock(block.block))
        .map(([id, block]) => ({ id, blockKey: block.block, title: locale.text(block.title), width: block.width ?? 'half' })),
    BlockOutlet,
    // Work pages (issue 9 points 3–7).
    work: {
      approvals: root.approvals,
      dictionaries: root.dictionaries,
    },
    dictionary: createDictionaryApi(root),
    // Personal info (issue 9 point 2).
    profile: createProfileApi(root),
    // The plugins' page data (plugins/<id>/model).
    modelOf: createModels(root),
  };
}

// The business dictionary (issue 11 item 4).
function createDictionaryApi(root: RootStore): PortalApi['dictionary'] {
  const store = root.dictionaries;
  return {
    load: () => store.loadCatalogue(),
    label: (list, value) => store.valueLabel(list, value),
    options: (list) => store.valueOptions(list),
    status: (group, status) => store.statusLabel(group, status),
    field: (entity, field) => store.fieldLabel(entity, field),
    moduleName: (code) => store.moduleName(code),
    message: (key, values) => store.message(key, values),
    constant: (name) => store.constant(name),
  };
}

function createProfileApi(root: RootStore): PortalApi['profile'] {
  const { account, profile, tableConfigs, locale } = root;
  const fail = failWithSessionError(locale);
  return {
    get detail() {
      return profile.detail;
    },
    get status() {
      return profile.detailStatus;
    },
    get error() {
      return profile.detailError;
    },
    get avatarUrl() {
      return account.avatarUrl;
    },
    get avatarProgress() {
      return profile.avatarProgress;
    },
    load: () => profile.loadDetail(),
    update: (fields) => profile.updateDetail(fields).then(() => undefined, fail),
    avatarProblem: (file) => profile.avatarProblem(file),
    changeAvatar: (file) => profile.changeAvatar(file).catch(fail),
    configs: tableConfigs,
    loadConfigs: () => tableConfigs.load(),
    saveConfig: (toElsAccount, columns) => tableConfigs.save(toElsAccount, columns).catch(fail),
  };
}

/** Rethrows any failure as a SessionError whose message the pages show (the network text when it has none). */
function failWithSessionError(locale: RootStore['locale']): (reason: unknown) => never {
  return (reason) => {
    throw toSessionError(reason, locale.intl.formatMessage({ id: 'i18n_network_error' }));
  };
}

/** The session pages' facade: every failure becomes a SessionError with the message to show. */
function createSessionApi(root: RootStore): PortalApi['session'] {
  const { session, sessionFlow, profile, signUp, locale } = root;
  // The deployment's password policy (session.passwordPolicy: the base and tenant files only, a stored overlay may not set it).
  const passwordPolicy = () => root.layout.document.session?.passwordPolicy;
  const fail = failWithSessionError(locale);
  const guarded = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A): Promise<R> => call(...args).catch(fail);
  return {
    get locked() {
      return root.lock.locked;
    },
    get keepLogin() {
      return session.keepLogin;
    },
    get rememberedAccount() {
      return session.rememberedAccount;
    },
    get entryError() {
      return sessionFlow.entryError;
    },
    clearEntryError: () => sessionFlow.clearEntryError(),
    login: guarded((identity, password, options) => sessionFlow.login({ ...identity, password }, options)),
    remember: (identity) => session.remember(identity),
    captcha: guarded(() => signUp.captcha()),
    sendSmsCode: guarded((input) => signUp.sendSmsCode(input)),
    resetPassword: guarded((input) => signUp.resetPassword(input)),
    register: guarded((form, captchaId) => signUp.register(form, captchaId)),
    changePassword: guarded((oldPassword, newPassword) => profile.changePassword(oldPassword, newPassword)),
    unlock: guarded((password) => root.lock.unlock(password)),
    logout: () => sessionFlow.logout(),
    get passwordRule() {
      return describePasswordRule(locale.language, passwordPolicy());
    },
    passwordProblems: (password) => {
      const policy = passwordPolicy();
      const problems = passwordProblems(password, policy);
      return problems.length > 0 ? [describePasswordProblems(problems, locale.language, policy)] : [];
    },
    mobileProblem: (mobile) => (isMobile(mobile.trim()) ? undefined : fieldProblemText('mobile', locale.language)),
    registrationProblems: (form) =>
      Object.fromEntries(Object.entries(registrationProblems(form, passwordPolicy())).map(([field, problem]) => [field, fieldProblemText(problem, locale.language)])),
  };
}
