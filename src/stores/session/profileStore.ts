import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/services';
import { avatarFileProblem, uploadAvatar } from '../../core/api/files';
import type { AccountDetail } from '../../contract/account';
import type { AccountUpdateBody } from '../../contract/accountBodies';
import { failureText } from '../../core/errorText';
import { encryptForQuery } from '../../core/session/passwordCipher';
import type { PasswordTransportConfig } from '../../core/session/passwordTransport';
import type { AccountStore } from './accountStore';
import type { SessionStore } from './sessionStore';

export interface ProfileStoreDeps {
  http: AxiosInstance;
  session: SessionStore;
  /** The top bar's view of the account: its avatar follows a saved detail at once. */
  account: AccountStore;
  passwordTransport: () => PasswordTransportConfig;
  /** The shell's text for a call that got no answer (a transport failure or the request timeout). */
  networkText: () => string;
}

/**
 * The signed-in user's own account, as the personal info page edits it: the detail (read each time
 * the page opens), the update of name, mobile, e-mail and avatar (the top bar follows at once), the
 * avatar upload with its progress, and the password change.
 */
export class ProfileStore {
  readonly scope = 'user' as const;
  /** The personal info page's account detail, and how its loading went. */
  detail: AccountDetail | undefined = undefined;
  detailStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  detailError: string | undefined = undefined;
  /** Upload progress of the avatar (0–1) while it is sent. */
  avatarProgress: number | undefined = undefined;

  constructor(private readonly deps: ProfileStoreDeps) {
    makeObservable(this, { detail: observable.ref, detailStatus: observable, detailError: observable, avatarProgress: observable, clear: action });
  }

  /** Reads the account detail (each time the page opens); a failure keeps its message for the page. */
  async loadDetail(): Promise<void> {
    const accountId = this.deps.account.accountId;
    if (!accountId) return;
    runInAction(() => {
      this.detailStatus = 'loading';
      this.detailError = undefined;
    });
    try {
      const detail = await api.findAccountDetail(this.deps.http, accountId);
      runInAction(() => {
        this.detail = detail;
        this.detailStatus = 'ready';
        this.deps.account.setAvatar(accountId, detail?.fbk5);
      });
    } catch (error) {
      runInAction(() => {
        this.detailStatus = 'error';
        this.detailError = failureText(error, this.deps.networkText);
      });
    }
  }

  /**
   * Saves the user's own name, mobile, e-mail or avatar path. The answer is the new detail; the top
   * bar's name and avatar follow at once. Rejects with the server's message (ApiError).
   */
  async updateDetail(fields: AccountUpdateBody): Promise<AccountDetail> {
    const accountId = this.deps.account.accountId;
    const detail = await api.updateAccount(this.deps.http, fields);
    runInAction(() => {
      this.detail = detail;
      this.detailStatus = 'ready';
      if (accountId) this.deps.account.setAvatar(accountId, detail.fbk5);
    });
    if (fields.name !== undefined) this.deps.session.renameUser(detail.name);
    return detail;
  }

  /** Why a file cannot be an avatar (checked before it is sent), or undefined. */
  avatarProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | 'empty' | undefined {
    return avatarFileProblem(file);
  }

  /** Sends the image, then saves its path as the account's avatar; the top bar shows it at once. */
  async changeAvatar(file: Blob): Promise<void> {
    runInAction(() => (this.avatarProgress = 0));
    try {
      const stored = await uploadAvatar(this.deps.http, file, (loaded, total) => runInAction(() => (this.avatarProgress = total ? loaded / total : undefined)));
      await this.updateDetail({ fbk5: stored.filePath });
    } finally {
      runInAction(() => (this.avatarProgress = undefined));
    }
  }

  /** The password change carries both passwords in its query, each encrypted and URL-encoded once. */
  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const config = this.deps.passwordTransport();
    await api.modifyPassword(this.deps.http, { password: await encryptForQuery(oldPassword, config), newPassword: await encryptForQuery(newPassword, config) });
  }

  /** Forgets what was read for the signed-in account. */
  clear(): void {
    this.detail = undefined;
    this.detailStatus = 'idle';
    this.detailError = undefined;
    this.avatarProgress = undefined;
  }
}
