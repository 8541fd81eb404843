import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import type { LoginResult } from '../core/api/services';
import type { TypedStorage } from '../core/storage';

export interface SessionUser {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station?: string;
  permission?: string;
  roles: string[];
  environMentConfig?: string;
}

function toUser(result: LoginResult): SessionUser {
  const dto = result.elsSubaccountInfoDTO;
  return {
    elsAccount: dto?.elsAccount ?? result.elsAccount,
    elsSubAccount: dto?.elsSubAccount ?? result.elsSubAccount,
    name: dto?.name ?? '',
    station: dto?.station,
    permission: dto?.permission,
    roles: dto?.roles ?? (dto?.permission ? [dto.permission] : []),
    environMentConfig: result.environMentConfig,
  };
}

/**
 * Session state (seed 000 §3–4): token, refresh token and user info, kept in localStorage. The
 * session issue completes refresh, lock and ticket handling on top of this store.
 */
export class SessionStore {
  token: string | undefined;
  refreshToken: string | undefined;
  user: SessionUser | undefined;

  constructor(
    private readonly local: TypedStorage,
    private readonly userInfoCacheMinutes: number,
  ) {
    this.token = local.get<string>('token');
    this.refreshToken = local.get<string>('refreshToken');
    const stored = local.get<SessionUser>('userInfo', userInfoCacheMinutes);
    // Seed 000 §5: stored user info without a name is deleted with the tokens.
    this.user = stored && typeof stored.name === 'string' && stored.name !== '' ? stored : undefined;
    if (!this.user) this.clearStorage();
    makeObservable(this, {
      token: observable,
      refreshToken: observable,
      user: observable.ref,
      authenticated: computed,
      account: computed,
      login: action,
      clear: action,
    });
  }

  get authenticated(): boolean {
    return this.token !== undefined && this.user !== undefined;
  }

  get account(): { elsAccount: string; elsSubAccount: string } | undefined {
    return this.user ? { elsAccount: this.user.elsAccount, elsSubAccount: this.user.elsSubAccount } : undefined;
  }

  async login(http: AxiosInstance, credentials: { elsAccount: string; elsSubAccount: string; password: string }): Promise<SessionUser> {
    const result = await api.login(http, credentials);
    const user = toUser(result);
    if (!result.token || !user.name) throw new Error('登录返回的用户信息不完整');
    runInAction(() => {
      this.token = result.token;
      this.refreshToken = result.refreshToken;
      this.user = user;
    });
    this.local.set('token', result.token);
    if (result.refreshToken) this.local.set('refreshToken', result.refreshToken);
    this.local.set('userInfo', user);
    return user;
  }

  /** Empties the user: token, refresh token and user info, in memory and in storage. */
  clear(): void {
    this.token = undefined;
    this.refreshToken = undefined;
    this.user = undefined;
    this.clearStorage();
  }

  private clearStorage(): void {
    this.local.remove('token');
    this.local.remove('refreshToken');
    this.local.remove('userInfo');
  }
}
