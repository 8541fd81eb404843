import type { AxiosInstance } from 'axios';
import { call, request } from './call';
import { layoutEndpoints } from '../../contract/endpoints/layout';
import { sessionEndpoints } from '../../contract/endpoints/session';
import type { Account, ModifyPasswordQuery, ValidateNoteCodeQuery } from '../../contract';
import type {
  AccountUpdateBody,
  LayoutConfigFindBody,
  LayoutConfigSaveBody,
  LoginBody,
  LoginSettingsBody,
  OverlayPublishBody,
  OverlayRollbackBody,
  OverlayVersionBody,
  OverlayVersionsBody,
  RefreshBody,
  RegistrationBody,
  SendNoteCodeBody,
  SettingsFindBody,
  ValidateNoteCodeBody,
  VerifyAccountBody,
} from '../../contract/bodies';

/**
 * The platform's calls as typed functions over one HTTP client. Paths are relative to the API base.
 * Every shape is the contract's (src/contract); the names are re-exported so the shell's imports
 * stay put. Bodies are imported as types only: their TypeBox schemas are the server's.
 */

export type {
  Account,
  AccountDetail,
  AppEntry,
  CaptchaImage,
  LayoutConfigRow,
  LoginResult,
  RefreshResult,
  SettingRow,
  SubAccountInfo,
} from '../../contract';
export type { LoginBody, RegistrationBody } from '../../contract/bodies';
export { LAYOUT_CONFIG_TYPE } from '../../contract/overlayScope';

const e = sessionEndpoints;
const l = layoutEndpoints;

export const login = (http: AxiosInstance, body: LoginBody) => call(http, e.login, { body });

/**
 * Trades a ticket for a session (the reference server's tickets are single-use codes, answered with
 * a new access token), or checks an access token (the SRM platform's tickets are tokens): it goes
 * into the path and into the token header.
 */
export const validToken = (http: AxiosInstance, token: string) => call(http, e.validToken, { params: { token }, config: { headers: { token } } });

/**
 * The refresh call, answered as the whole envelope: the session stores the new tokens only when
 * the code is '200'. It never triggers the 401 redirect itself; the session decides.
 */
export const refreshToken = async (http: AxiosInstance, body: RefreshBody) =>
  (await request(http, e.refreshToken, { body, config: { headers: { refreshToken: body.refreshToken } } })).data;

/**
 * Ends a login session on the server (it revokes the refresh-token chain of that login): the
 * current one, or the one of `token` (a session the shell has just replaced).
 */
export const logout = (http: AxiosInstance, token?: string) =>
  call(http, e.logout, token ? { config: { skipToken: true, skipRefresh: true, headers: { token } } } : {});

/** A ticket for this session: a single-use code another page enters with (?ticket=...) within a minute. */
export const issueTicket = (http: AxiosInstance) => call(http, e.issueTicket, { body: {} });

export const captcha = (http: AxiosInstance) => call(http, e.captcha);

/** Sends an SMS verification code (valid 10 minutes) to the mobile of an account, for a password reset. */
export const sendNoteCode = (http: AxiosInstance, body: SendNoteCodeBody) => call(http, e.sendNoteCode, { body });

/** Checks an SMS code (query channelMsg, noteCode) and, with it, sets the new password of the body. */
export const validateNoteCode = (http: AxiosInstance, query: ValidateNoteCodeQuery, body: ValidateNoteCodeBody) =>
  call(http, e.validateNoteCode, { body, rawQuery: `channelMsg=${encodeURIComponent(query.channelMsg)}&noteCode=${encodeURIComponent(query.noteCode)}` });

/**
 * Changes the password: PUT with the current and the new password in the query, each already
 * transport-encrypted and URL-encoded once (passwordQueryValue), so the URL is built here and not
 * re-encoded by axios. No body at all (undefined, not null): axios then sends no Content-Type,
 * where with `null` it would name a form body (application/x-www-form-urlencoded) it never sends.
 */
export const modifyPassword = (http: AxiosInstance, encoded: ModifyPasswordQuery) =>
  call(http, e.modifyPassword, { rawQuery: `password=${encoded.password}&newPassword=${encoded.newPassword}` });

/** The user's WeChat binding QR code (top bar): a data: URL or an image address. */
export const getWechatQrCode = (http: AxiosInstance) => call(http, e.getWechatQrCode);

/** The account detail; `id` is `elsAccount_elsSubAccount`. */
export const findAccountDetail = (http: AxiosInstance, id: string) => call(http, e.findAccountDetail, { params: { id } });

/** Saves the user's own name, mobile, e-mail or avatar path; answers the new detail. */
export const updateAccount = (http: AxiosInstance, fields: AccountUpdateBody) => call(http, e.updateAccount, { body: fields });

/** Locks the session on the server (the lock screen): its tokens then open only the unlock and the logout, in every tab. */
export const lockSession = (http: AxiosInstance) => call(http, e.lockSession, { body: null });

/** The session's own broker login (push.credentials 'session'); refused while locked (423) or when the server provisions none (404). */
export const pushBrokerLogin = (http: AxiosInstance) => call(http, e.pushCredentials);

/** Checks the signed-in user's password (the lock screen). */
export const verifyElsAccount = (http: AxiosInstance, body: VerifyAccountBody) => call(http, e.verifyElsAccount, { body });

export const register = (http: AxiosInstance, body: RegistrationBody) => call(http, e.register, { body });

/** The signed-in user's menu; unknown until the menu rules have checked its shape (normaliseMenu). */
export const getMenu = (http: AxiosInstance) => call(http, l.getMenu);

export const getMyApp = (http: AxiosInstance, account: Account) =>
  call(http, l.getMyApp, { params: { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount } });

/** One page of stored configs (pageNo from 1, pageSize 1–100, 20 when not given); `total` counts them all. */
export const findLayoutConfigs = (http: AxiosInstance, filter: LayoutConfigFindBody) => call(http, l.findLayoutConfigs, { body: filter });

export const saveLayoutConfig = (http: AxiosInstance, row: LayoutConfigSaveBody) => call(http, l.saveLayoutConfig, { body: row });

/**
 * Publishes a layout overlay as a new version (null deletes it). Refused with 409
 * (`layoutConfig.versionConflict`) when the key moved on from `baseVersion`; silent: the editor shows
 * the refusal itself.
 */
export const publishLayoutOverlay = (http: AxiosInstance, body: OverlayPublishBody) => call(http, l.publishLayoutOverlay, { body });

/** One page of a layout overlay's versions, newest first, with the version in force. */
export const listLayoutOverlayVersions = (http: AxiosInstance, body: OverlayVersionsBody) => call(http, l.listLayoutOverlayVersions, { body });

/** One version of a layout overlay with its text (null: that version deleted the overlay). */
export const getLayoutOverlayVersion = (http: AxiosInstance, body: OverlayVersionBody) => call(http, l.getLayoutOverlayVersion, { body });

/** Publishes an older version's text again as a new version (checked again, same 409 as publish). */
export const rollbackLayoutOverlay = (http: AxiosInstance, body: OverlayRollbackBody) => call(http, l.rollbackLayoutOverlay, { body });

export const findSettings = (http: AxiosInstance, filter: SettingsFindBody = {}) => call(http, l.findSettings, { body: filter });

export const findLoginSettings = (http: AxiosInstance, body: LoginSettingsBody) => call(http, l.findLoginSettings, { body });
