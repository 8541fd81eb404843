import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/services';
import { avatarFileProblem, uploadAvatar } from '../../core/api/files';
import type { AccountDetail } from '../../contract/account';
import type { AccountUpdateBody } from '../../contract/accountBodies';
import { safeImageSource, storedFileUrl } from '../../core/files/fileUrl';
import { encryptForQuery, encryptForTransport } from '../../core/session/passwordCipher';
import type { RegistrationForm } from '../../core/session/passwordRules';
import type { PasswordTransportConfig } from '../../core/session/passwordTransport';
import type { SessionStore } from './sessionStore';

export interface AccountOptions {
  passwordTransport: () => PasswordTransportConfig;
  /** The file service's address (avatars are stored files). */
  fileService: () => string;
}

/** The signed-in user's avatar: its stored file path, for the account it was read for. */
interface Avatar {
  accountId: string;
  path: string | undefined;
}

/**
 * The account calls: the captcha, SMS codes, password reset, registration and password change of
 * the session pages, and what the top bar shows of the signed-in account (avatar, WeChat QR code).
 */
export class AccountStore {
  readonly scope = 'user' as const;
  private avatar: Avatar | undefined = undefined;
  /** The personal info page's account detail, and how its loading went. */
  detail: AccountDetail | undefined = undefined;
  detailStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  detailError: string | undefined = undefined;
  /** Upload progress of the avatar (0–1) while it is sent. */
  avatarProgress: number | undefined = undefined;
  /** The WeChat binding QR code as the server sent it (a data: URL or an image address). */
  private wechatQrAnswer: unknown = undefined;

  constructor(
    private readonly http: AxiosInstance,
    private readonly session: SessionStore,
    private readonly options: AccountOptions,
  ) {
    makeObservable<AccountStore, 'avatar' | 'wechatQrAnswer'>(this, {
      avatar: observable.ref,
      wechatQrAnswer: observable.ref,
      accountId: computed,
      avatarUrl: computed,
      wechatQr: computed,
      detail: observable.ref,
      detailStatus: observable,
      detailError: observable,
      avatarProgress: observable,
      clear: action,
    });
  }

  /** `elsAccount_elsSubAccount` of the signed-in user. */
  get accountId(): string | undefined {
    const account = this.session.account;
    return account ? `${account.elsAccount}_${account.elsSubAccount}` : undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // The top bar

  /** The file service's address: stored files (avatars, logos) are read through it. */
  get fileServiceUrl(): string {
    return this.options.fileService();
  }

  /** The avatar image of the signed-in user, through the file service; undefined shows the initials. */
  get avatarUrl(): string | undefined {
    const avatar = this.avatar;
    if (!avatar || avatar.accountId !== this.accountId) return undefined;
    return storedFileUrl(this.fileServiceUrl, avatar.path);
  }

  /** Reads the account detail for the avatar (once per account); a failure leaves the initials. */
  async loadAvatar(): Promise<void> {
    const accountId = this.accountId;
    if (!accountId || this.avatar?.accountId === accountId) return;
    try {
      const detail = await api.findAccountDetail(this.http, accountId);
      // The platform calls the avatar's file path fbk5; the name stops here.
      if (this.accountId === accountId) runInAction(() => (this.avatar = { accountId, path: detail?.fbk5 }));
    } catch {
      // The initials stand in.
    }
  }

  /** The QR code to show, when the server sent a safe image address. */
  get wechatQr(): string | undefined {
    return safeImageSource(this.wechatQrAnswer);
  }

  /** Asks for the QR code (each time the dialog opens: the binding may have changed). */
  async loadWechatQr(): Promise<void> {
    let answer: unknown;
    try {
      answer = await api.getWechatQrCode(this.http);
    } catch {
      answer = undefined;
    }
    runInAction(() => (this.wechatQrAnswer = answer));
  }

  // ---------------------------------------------------------------------------------------------
  // The personal info page

  /** Reads the account detail (each time the page opens); a failure keeps its message for the page. */
  async loadDetail(): Promise<void> {
    const accountId = this.accountId;
    if (!accountId) return;
    runInAction(() => {
      this.detailStatus = 'loading';
      this.detailError = undefined;
    });
    try {
      const detail = await api.findAccountDetail(this.http, accountId);
      runInAction(() => {
        this.detail = detail;
        this.detailStatus = 'ready';
        this.avatar = { accountId, path: detail?.fbk5 };
      });
    } catch (error) {
      runInAction(() => {
        this.detailStatus = 'error';
        this.detailError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  /**
   * Saves the user's own name, mobile, e-mail or avatar path. The answer is the new detail; the top
   * bar's name and avatar follow at once. Rejects with the server's message (ApiError).
   */
  async updateDetail(fields: AccountUpdateBody): Promise<AccountDetail> {
    const accountId = this.accountId;
    const detail = await api.updateAccount(this.http, fields);
    runInAction(() => {
      this.detail = detail;
      this.detailStatus = 'ready';
      if (accountId) this.avatar = { accountId, path: detail.fbk5 };
    });
    if (fields.name !== undefined) this.session.renameUser(detail.name);
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
      const stored = await uploadAvatar(this.http, file, (loaded, total) => runInAction(() => (this.avatarProgress = total ? loaded / total : undefined)));
      await this.updateDetail({ fbk5: stored.filePath });
    } finally {
      runInAction(() => (this.avatarProgress = undefined));
    }
  }

  /** Forgets what was read for the signed-in account. */
  clear(): void {
    this.detail = undefined;
    this.detailStatus = 'idle';
    this.detailError = undefined;
    this.avatarProgress = undefined;
    this.avatar = undefined;
    this.wechatQrAnswer = undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // The session pages

  captcha(): Promise<api.CaptchaImage> {
    return api.captcha(this.http);
  }

  sendSmsCode(input: { mobile: string; captchaId: string; captcha: string }): Promise<{ resendAfterSeconds: number }> {
    return api.sendNoteCode(this.http, { channelMsg: input.mobile.trim(), purpose: 'resetPassword', captchaId: input.captchaId, captcha: input.captcha.trim() });
  }

  /** Forgot password: the SMS code and the new password in one call (validateNoteCode). */
  async resetPassword(input: { mobile: string; code: string; newPassword: string }): Promise<void> {
    const newPassword = await encryptForTransport(input.newPassword, this.options.passwordTransport());
    await api.validateNoteCode(this.http, { channelMsg: input.mobile.trim(), noteCode: input.code.trim() }, { newPassword });
  }

  async register(form: RegistrationForm, captchaId: string): Promise<{ elsAccount: string; elsSubAccount: string; loginName: string }> {
    return api.register(this.http, {
      invitationCode: form.invitationCode.trim(),
      companyName: form.companyName.trim(),
      accountName: form.accountName.trim(),
      password: await encryptForTransport(form.password, this.options.passwordTransport()),
      ...(form.mobile.trim() ? { mobile: form.mobile.trim() } : {}),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      captchaId,
      captcha: form.captcha.trim(),
      agreementAccepted: form.agreementAccepted,
      ...(this.session.tenant ? { tenant: this.session.tenant } : {}),
    });
  }

  /** The password change carries both passwords in its query, each encrypted and URL-encoded once. */
  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const config = this.options.passwordTransport();
    await api.modifyPassword(this.http, { password: await encryptForQuery(oldPassword, config), newPassword: await encryptForQuery(newPassword, config) });
  }
}
