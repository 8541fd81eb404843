// The layout's calls: stored configs and overlays (ElsLayoutConfigService), settings, menu and apps.
import type { AppEntry } from '../menu';
import type { LayoutConfigFindResult, LayoutConfigSaveResult, OverlayPublishResult, OverlayVersionDetail, OverlayVersionList } from '../layoutConfig';
import type { SettingRow } from '../settings';
import type {
  LayoutConfigFindBody,
  LayoutConfigSaveBody,
  LoginSettingsBody,
  OverlayPublishBody,
  OverlayRollbackBody,
  OverlayVersionBody,
  OverlayVersionsBody,
  SettingsFindBody,
} from '../bodies';
import { PUBLIC_QUIET, QUIET, get, named, post } from './endpoint';

export const layoutEndpoints = named({
  /** One page of stored configs (pageNo from 1, pageSize 1–100, 20 when not given); `total` counts them all. */
  findLayoutConfigs: post<LayoutConfigFindBody, LayoutConfigFindResult>()('/ElsLayoutConfigService/findPageList'),
  /** Saves a stored config (a personal table configuration, an overlay draft). */
  saveLayoutConfig: post<LayoutConfigSaveBody, LayoutConfigSaveResult>()('/ElsLayoutConfigService/save', QUIET),
  /** Publishes a layout overlay as a new version (null deletes it); 409 when the key moved on from `baseVersion`. */
  publishLayoutOverlay: post<OverlayPublishBody, OverlayPublishResult>()('/ElsLayoutConfigService/publish', QUIET),
  /** One page of a layout overlay's versions, newest first, with the version in force. */
  listLayoutOverlayVersions: post<OverlayVersionsBody, OverlayVersionList>()('/ElsLayoutConfigService/versions', QUIET),
  /** One version of a layout overlay with its text (null: that version deleted the overlay). */
  getLayoutOverlayVersion: post<OverlayVersionBody, OverlayVersionDetail>()('/ElsLayoutConfigService/version', QUIET),
  /** Publishes an older version's text again as a new version. */
  rollbackLayoutOverlay: post<OverlayRollbackBody, OverlayPublishResult>()('/ElsLayoutConfigService/rollback', QUIET),
  /** The tenant's settings, by group and code. */
  findSettings: post<SettingsFindBody, SettingRow[]>()('/SystemSettingService/findList'),
  /** The public settings groups (login page, home switches) of an account's company. */
  findLoginSettings: post<LoginSettingsBody, SettingRow[]>()('/SystemSettingService/findListByLoginEls', PUBLIC_QUIET),
  /** The signed-in user's menu (checked by the shell's menu rules). */
  getMenu: get<undefined, unknown>()('/user/getMenu'),
  /** The apps of the user's menu. */
  getMyApp: get<undefined, AppEntry[]>()('/ElsAppService/getMyApp/:elsAccount/:elsSubAccount'),
});
