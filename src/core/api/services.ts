import type { AxiosInstance } from 'axios';
import { dataOf, type ApiEnvelope } from './http';
import type {
  Account,
  AccountDetail,
  AppEntry,
  CaptchaImage,
  LayoutConfigFindResult,
  LayoutConfigSaveResult,
  LoginResult,
  OverlayPublishResult,
  OverlayVersionDetail,
  OverlayVersionList,
  ModifyPasswordQuery,
  RefreshResult,
  RegistrationResult,
  SettingRow,
  SmsSendResult,
  TicketResult,
  ValidateNoteCodeQuery,
  VerifyAccountResult,
} from '../../contract';
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

export const login = (http: AxiosInstance, body: LoginBody) =>
  dataOf(http.post<ApiEnvelope<LoginResult>>('/ElsAuthService/dingLoginPost', body, { skipToken: true, silent: true }));

/**
 * Trades a ticket for a session (the reference server's tickets are single-use codes, answered with
 * a new access token), or checks an access token (the SRM platform's tickets are tokens): it goes
 * into the path and into the token header.
 */
export const validToken = (http: AxiosInstance, token: string) =>
  dataOf(
    http.get<ApiEnvelope<LoginResult>>(`/ElsAuthService/webValidToken/${encodeURIComponent(token)}`, {
      skipToken: true,
      skipRefresh: true,
      headers: { token },
    }),
  );

/**
 * The refresh call, answered as the whole envelope: the session stores the new tokens only when
 * the code is '200'. It never triggers the 401 redirect itself; the session decides.
 */
export const refreshToken = async (http: AxiosInstance, body: RefreshBody) =>
  (
    await http.post<ApiEnvelope<RefreshResult | null>>('/ElsAuthService/refreshToken', body, {
      skipToken: true,
      skipRefresh: true,
      skipAuthRedirect: true,
      silent: true,
      headers: { refreshToken: body.refreshToken },
    })
  ).data;

/**
 * Ends a login session on the server (it revokes the refresh-token chain of that login): the
 * current one, or the one of `token` (a session the shell has just replaced).
 */
export const logout = (http: AxiosInstance, token?: string) =>
  dataOf(
    http.get<ApiEnvelope<null>>(
      '/user/logout',
      token ? { silent: true, skipAuthRedirect: true, skipToken: true, skipRefresh: true, headers: { token } } : { silent: true, skipAuthRedirect: true },
    ),
  );

/** A ticket for this session: a single-use code another page enters with (?ticket=...) within a minute. */
export const issueTicket = (http: AxiosInstance) => dataOf(http.post<ApiEnvelope<TicketResult>>('/ElsAuthService/issueTicket', {}));

export const captcha = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<CaptchaImage>>('/ElsAuthService/captcha', { skipToken: true, silent: true }));

/** Sends an SMS verification code (valid 10 minutes) to the mobile of an account, for a password reset. */
export const sendNoteCode = (http: AxiosInstance, body: SendNoteCodeBody) =>
  dataOf(http.post<ApiEnvelope<SmsSendResult>>('/ElsAccountService/sendNoteCode', body, { skipToken: true, silent: true }));

/** Checks an SMS code (query channelMsg, noteCode) and, with it, sets the new password of the body. */
export const validateNoteCode = (http: AxiosInstance, query: ValidateNoteCodeQuery, body: ValidateNoteCodeBody) =>
  dataOf(
    http.put<ApiEnvelope<null>>(
      `/ElsAccountService/validateNoteCode?channelMsg=${encodeURIComponent(query.channelMsg)}&noteCode=${encodeURIComponent(query.noteCode)}`,
      body,
      { skipToken: true, silent: true },
    ),
  );

/**
 * Changes the password: PUT with the current and the new password in the query, each already
 * transport-encrypted and URL-encoded once (passwordQueryValue), so the URL is built here and not
 * re-encoded by axios. No body at all (undefined, not null): axios then sends no Content-Type,
 * where with `null` it would name a form body (application/x-www-form-urlencoded) it never sends.
 */
export const modifyPassword = (http: AxiosInstance, encoded: ModifyPasswordQuery) =>
  dataOf(http.put<ApiEnvelope<null>>(`/ElsAccountService/modifyPassword?password=${encoded.password}&newPassword=${encoded.newPassword}`, undefined, { silent: true }));

/** The user's WeChat binding QR code (top bar): a data: URL or an image address. */
export const getWechatQrCode = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<string | null>>('/ElsAccountService/getPrCode', { silent: true }));

/** The account detail; `id` is `elsAccount_elsSubAccount`. */
export const findAccountDetail = (http: AxiosInstance, id: string) =>
  dataOf(http.get<ApiEnvelope<AccountDetail>>(`/ElsAccountService/findDetail/${encodeURIComponent(id)}`, { silent: true }));

/** Saves the user's own name, mobile, e-mail or avatar path; answers the new detail. */
export const updateAccount = (http: AxiosInstance, fields: AccountUpdateBody) =>
  dataOf(http.post<ApiEnvelope<AccountDetail>>('/ElsAccountService/update', fields, { silent: true }));

/** Checks the signed-in user's password (the lock screen). */
/** Locks the session on the server (the lock screen): its tokens then open only the unlock and the logout, in every tab. */
export const lockSession = (http: AxiosInstance) => dataOf(http.post<ApiEnvelope<null>>('/ElsAuthService/lockSession', null, { silent: true }));

export const verifyElsAccount = (http: AxiosInstance, body: VerifyAccountBody) =>
  dataOf(http.post<ApiEnvelope<VerifyAccountResult>>('/ElsAccountService/verifyElsAccount', body, { silent: true }));

export const register = (http: AxiosInstance, body: RegistrationBody) =>
  dataOf(http.post<ApiEnvelope<RegistrationResult>>('/ElsAccountService/register', body, { skipToken: true, silent: true }));

/** The signed-in user's menu; unknown until the menu rules have checked its shape (normaliseMenu). */
export const getMenu = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<unknown>>('/user/getMenu'));

export const getMyApp = (http: AxiosInstance, account: Account) =>
  dataOf(http.get<ApiEnvelope<AppEntry[]>>(`/ElsAppService/getMyApp/${encodeURIComponent(account.elsAccount)}/${encodeURIComponent(account.elsSubAccount)}`));

/** One page of stored configs (pageNo from 1, pageSize 1–100, 20 when not given); `total` counts them all. */
export const findLayoutConfigs = (http: AxiosInstance, filter: LayoutConfigFindBody) =>
  dataOf(http.post<ApiEnvelope<LayoutConfigFindResult>>('/ElsLayoutConfigService/findPageList', filter));

export const saveLayoutConfig = (http: AxiosInstance, row: LayoutConfigSaveBody) =>
  dataOf(http.post<ApiEnvelope<LayoutConfigSaveResult>>('/ElsLayoutConfigService/save', row, { silent: true }));

/**
 * Publishes a layout overlay as a new version (null deletes it). Refused with 409
 * (`layoutConfig.versionConflict`) when the key moved on from `baseVersion`; silent: the editor shows
 * the refusal itself.
 */
export const publishLayoutOverlay = (http: AxiosInstance, body: OverlayPublishBody) =>
  dataOf(http.post<ApiEnvelope<OverlayPublishResult>>('/ElsLayoutConfigService/publish', body, { silent: true }));

/** One page of a layout overlay's versions, newest first, with the version in force. */
export const listLayoutOverlayVersions = (http: AxiosInstance, body: OverlayVersionsBody) =>
  dataOf(http.post<ApiEnvelope<OverlayVersionList>>('/ElsLayoutConfigService/versions', body, { silent: true }));

/** One version of a layout overlay with its text (null: that version deleted the overlay). */
export const getLayoutOverlayVersion = (http: AxiosInstance, body: OverlayVersionBody) =>
  dataOf(http.post<ApiEnvelope<OverlayVersionDetail>>('/ElsLayoutConfigService/version', body, { silent: true }));

/** Publishes an older version's text again as a new version (checked again, same 409 as publish). */
export const rollbackLayoutOverlay = (http: AxiosInstance, body: OverlayRollbackBody) =>
  dataOf(http.post<ApiEnvelope<OverlayPublishResult>>('/ElsLayoutConfigService/rollback', body, { silent: true }));

export const findSettings = (http: AxiosInstance, filter: SettingsFindBody = {}) =>
  dataOf(http.post<ApiEnvelope<SettingRow[]>>('/SystemSettingService/findList', filter));

export const findLoginSettings = (http: AxiosInstance, body: LoginSettingsBody) =>
  dataOf(http.post<ApiEnvelope<SettingRow[]>>('/SystemSettingService/findListByLoginEls', body, { skipToken: true, silent: true }));
