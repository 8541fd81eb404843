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

export const login = (http: AxiosInstance, body: Account & { password: string }) =>
  dataOf(http.post<ApiEnvelope<LoginResult>>('/ElsAuthService/dingLoginPost', body, { skipToken: true, silent: true }));

export const validToken = (http: AxiosInstance, token: string) =>
  dataOf(http.get<ApiEnvelope<LoginResult>>(`/ElsAuthService/webValidToken/${encodeURIComponent(token)}`, { skipToken: true, headers: { token } }));

export const refreshToken = (http: AxiosInstance, body: Account & { refreshToken: string }) =>
  dataOf(
    http.post<ApiEnvelope<{ token: string; refreshToken: string; expiresIn?: number }>>('/ElsAuthService/refreshToken', body, {
      skipToken: true,
      headers: { refreshToken: body.refreshToken },
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
