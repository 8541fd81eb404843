import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/services';
import { safeImageSource, storedFileUrl } from '../../core/files/fileUrl';
import type { SessionStore } from './sessionStore';

export interface AccountStoreDeps {
  http: AxiosInstance;
  session: SessionStore;
  /** The file service's address (avatars are stored files). */
  fileService: () => string;
}

/** The signed-in user's avatar: its stored file path, for the account it was read for. */
interface Avatar {
  accountId: string;
  path: string | undefined;
}

/**
 * What the top bar shows of the signed-in account: its avatar (which the personal info page's
 * ProfileStore updates) and the WeChat binding QR code. The personal info page is ProfileStore's;
 * the calls of the session pages without a session are SignUpStore's.
 */
export class AccountStore {
  readonly scope = 'user' as const;
  private avatar: Avatar | undefined = undefined;
  /** The WeChat binding QR code as the server sent it (a data: URL or an image address). */
  private wechatQrAnswer: unknown = undefined;

  private readonly http: AxiosInstance;
  private readonly session: SessionStore;

  constructor(private readonly deps: AccountStoreDeps) {
    this.http = deps.http;
    this.session = deps.session;
    makeObservable<AccountStore, 'avatar' | 'wechatQrAnswer'>(this, {
      avatar: observable.ref,
      wechatQrAnswer: observable.ref,
      accountId: computed,
      avatarUrl: computed,
      wechatQr: computed,
      setAvatar: action,
      clear: action,
    });
  }

  /** `elsAccount_elsSubAccount` of the signed-in user. */
  get accountId(): string | undefined {
    const account = this.session.account;
    return account ? `${account.elsAccount}_${account.elsSubAccount}` : undefined;
  }

  /** The file service's address: stored files (avatars, logos) are read through it. */
  get fileServiceUrl(): string {
    return this.deps.fileService();
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

  /** The account's avatar is now the stored file at `path` (the personal info page read or saved it). */
  setAvatar(accountId: string, path: string | undefined): void {
    this.avatar = { accountId, path };
  }

  /** Forgets what was read for the signed-in account. */
  clear(): void {
    this.avatar = undefined;
    this.wechatQrAnswer = undefined;
  }
}
