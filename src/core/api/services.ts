import type { AxiosInstance } from 'axios';
import { dataOf, type ApiEnvelope } from './http';
import type { MenuItem } from '../menu/menuItem';

/** The seed's calls as typed functions over one HTTP client. Paths are relative to the API base. */

export interface Account {
  elsAccount: string;
  elsSubAccount: string;
}

export interface SubAccountInfo extends Account {
  name: string;
  station?: string;
  permission?: string;
  roles?: string[];
}

export interface LoginResult extends Account {
  token: string;
  refreshToken?: string;
  expiresIn?: number;
  elsSubaccountInfoDTO: SubAccountInfo;
  environMentConfig?: string;
}

export interface SettingRow {
  setGroupCode?: string;
  setCode: string;
  setValue: string;
}

export interface LayoutConfigRow extends Account {
  uuid: string;
  toElsAccount: string;
  configType: string;
  configJson: string;
  updatedAt?: string;
}

export const LAYOUT_CONFIG_TYPE = 'layout';

/**
 * The login body: main account plus sub-account, or a login name (phone, e-mail, employee number
 * or account name). The password is the AES transport ciphertext (src/core/session/passwordTransport).
 */
export interface LoginBody {
  elsAccount?: string;
  elsSubAccount?: string;
  loginName?: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

export interface RefreshResult {
  token: string;
  refreshToken: string;
  expiresIn?: number;
}

export interface CaptchaImage {
  captchaId: string;
  /** A data: URL of the image (SVG). */
  image: string;
  expiresIn: number;
}

export interface AccountDetail extends Account {
  name: string;
  station?: string;
  permission?: string;
  mobile?: string;
  email?: string;
  employeeNo?: string;
  loginName?: string;
  /** The avatar file path (seed 000 §3). */
  fbk5?: string;
}

export interface RegistrationBody {
  invitationCode: string;
  companyName: string;
  accountName: string;
  /** AES transport ciphertext, like every password. */
  password: string;
  mobile?: string;
  email?: string;
  captchaId: string;
  captcha: string;
  agreementAccepted: boolean;
}

export const login = (http: AxiosInstance, body: LoginBody) =>
  dataOf(http.post<ApiEnvelope<LoginResult>>('/ElsAuthService/dingLoginPost', body, { skipToken: true, silent: true }));

/** Validates a token (a ticket): it goes into the path and the token header (seed 000 §7). */
export const validToken = (http: AxiosInstance, token: string) =>
  dataOf(
    http.get<ApiEnvelope<LoginResult>>(`/ElsAuthService/webValidToken/${encodeURIComponent(token)}`, {
      skipToken: true,
      skipRefresh: true,
      headers: { token },
    }),
  );

/**
 * The refresh call, answered as the whole envelope: seed 000 §4 stores the new tokens only when
 * the code is '200'. It never triggers the 401 redirect itself; the session decides.
 */
export const refreshToken = async (http: AxiosInstance, body: Account & { refreshToken: string }) =>
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

/** A ticket for this session (an access token another page can enter with: ?ticket=...). */
export const issueTicket = (http: AxiosInstance) =>
  dataOf(http.post<ApiEnvelope<{ ticket: string; expiresIn: number }>>('/ElsAuthService/issueTicket', {}));

export const captcha = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<CaptchaImage>>('/ElsAuthService/captcha', { skipToken: true, silent: true }));

/** Sends an SMS verification code (valid 10 minutes) to the mobile of an account, for a password reset. */
export const sendNoteCode = (http: AxiosInstance, body: { channelMsg: string; purpose: 'resetPassword'; captchaId: string; captcha: string }) =>
  dataOf(
    http.post<ApiEnvelope<{ resendAfterSeconds: number; expiresInSeconds: number }>>('/ElsAccountService/sendNoteCode', body, { skipToken: true, silent: true }),
  );

/** Checks an SMS code (query channelMsg, noteCode) and, with it, sets the new password of the body. */
export const validateNoteCode = (http: AxiosInstance, query: { channelMsg: string; noteCode: string }, body: { newPassword: string }) =>
  dataOf(
    http.put<ApiEnvelope<null>>(
      `/ElsAccountService/validateNoteCode?channelMsg=${encodeURIComponent(query.channelMsg)}&noteCode=${encodeURIComponent(query.noteCode)}`,
      body,
      { skipToken: true, silent: true },
    ),
  );

/**
 * Seed 001 §7: PUT modifyPassword with the password and newPassword query, each already encrypted
 * and URL-encoded once (passwordQueryValue), so the URL is built here and not re-encoded by axios.
 */
export const modifyPassword = (http: AxiosInstance, encoded: { password: string; newPassword: string }) =>
  dataOf(http.put<ApiEnvelope<null>>(`/ElsAccountService/modifyPassword?password=${encoded.password}&newPassword=${encoded.newPassword}`, null, { silent: true }));

/** The user's WeChat binding QR code: a data: URL or an image address (seed 000 §2 top bar). */
export const getWechatQrCode = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<string | null>>('/ElsAccountService/getPrCode', { silent: true }));

/** The account detail; `id` is `elsAccount_elsSubAccount`. */
export const findAccountDetail = (http: AxiosInstance, id: string) =>
  dataOf(http.get<ApiEnvelope<AccountDetail>>(`/ElsAccountService/findDetail/${encodeURIComponent(id)}`, { silent: true }));

/** Checks the signed-in user's password (the lock screen). */
export const verifyElsAccount = (http: AxiosInstance, body: { password: string }) =>
  dataOf(http.post<ApiEnvelope<{ valid: true }>>('/ElsAccountService/verifyElsAccount', body, { silent: true }));

export const register = (http: AxiosInstance, body: RegistrationBody) =>
  dataOf(
    http.post<ApiEnvelope<{ elsAccount: string; elsSubAccount: string; loginName: string }>>('/ElsAccountService/register', body, {
      skipToken: true,
      silent: true,
    }),
  );

export const getMenu = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<unknown>>('/user/getMenu'));

export const getMyApp = (http: AxiosInstance, account: Account) =>
  dataOf(http.get<ApiEnvelope<MenuItem[]>>(`/ElsAppService/getMyApp/${encodeURIComponent(account.elsAccount)}/${encodeURIComponent(account.elsSubAccount)}`));

export const findLayoutConfigs = (http: AxiosInstance, filter: Partial<Account> & { toElsAccount?: string; configType?: string }) =>
  dataOf(http.post<ApiEnvelope<{ rows: LayoutConfigRow[]; total: number }>>('/ElsLayoutConfigService/findPageList', filter));

export const saveLayoutConfig = (
  http: AxiosInstance,
  row: Account & { toElsAccount: string; configType: string; configJson: string | null },
) => dataOf(http.post<ApiEnvelope<{ uuid: string }>>('/ElsLayoutConfigService/save', row, { silent: true }));

export const findSettings = (http: AxiosInstance, filter: { setGroupCode?: string; setCode?: string } = {}) =>
  dataOf(http.post<ApiEnvelope<SettingRow[]>>('/SystemSettingService/findList', filter));

export const findLoginSettings = (http: AxiosInstance, body: { elsAccount: string; setGroupCode: string }) =>
  dataOf(http.post<ApiEnvelope<SettingRow[]>>('/SystemSettingService/findListByLoginEls', body, { skipToken: true, silent: true }));
