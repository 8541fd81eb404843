// The session and account calls (ElsAuthService, ElsAccountService, user/logout).
import type { CaptchaImage, LoginResult, RefreshResult, TicketResult } from '../auth';
import type { PushBrokerLogin } from '../pushCredentials';
import type { AccountDetail, SmsMessage, SmsSendResult, ValidateNoteCodeQuery, ModifyPasswordQuery, RegistrationResult, VerifyAccountResult } from '../account';
import type { AccountUpdateBody, LoginBody, RefreshBody, RegistrationBody, SendNoteCodeBody, ValidateNoteCodeBody, VerifyAccountBody } from '../bodies';
import { PUBLIC_QUIET, QUIET, get, named, post, put } from './endpoint';

export const sessionEndpoints = named({
  /** Signs in with an account and sub-account, or a login name, and the password; answers the session. */
  login: post<LoginBody, LoginResult>()('/ElsAuthService/dingLoginPost', PUBLIC_QUIET),
  /** A captcha image (4 characters, single use). */
  captcha: get<undefined, CaptchaImage>()('/ElsAuthService/captcha', PUBLIC_QUIET),
  /** Trades a ticket for an access token of its session, or checks an access token; no refresh token. */
  validToken: get<undefined, LoginResult>()('/ElsAuthService/webValidToken/:token', { public: true, client: { skipToken: true, skipRefresh: true } }),
  /** A single-use ticket of this session, to be traded within a minute. */
  issueTicket: post<Record<string, never>, TicketResult>()('/ElsAuthService/issueTicket'),
  /** New tokens for a refresh token (rotated: the old one is revoked). */
  refreshToken: post<RefreshBody, RefreshResult | null>()('/ElsAuthService/refreshToken', {
    public: true,
    client: {
      skipToken: true,
      skipRefresh: true,
      skipAuthRedirect: true,
      silent: true,
    },
  }),
  /** Locks the session on the server: its tokens then open only the unlock and the logout. */
  lockSession: post<null, null>()('/ElsAuthService/lockSession', QUIET),
  /**
   * The broker login of this session, when the broker wants one per session (push.credentials
   * 'session', SRM_MQTT_DYNSEC): made to exist and enabled on the broker by the call. 404 when the
   * server provisions none; 423 while the screen is locked; 503 when the broker does not answer.
   */
  pushCredentials: get<undefined, PushBrokerLogin>()('/push/login', { client: { silent: true, skipAuthRedirect: true } }),
  /** Ends the login session: its refresh tokens, access tokens and tickets are refused from then on. */
  logout: get<undefined, null>()('/user/logout', {
    client: { silent: true, skipAuthRedirect: true },
  }),
  /** The account detail; `id` is `elsAccount_elsSubAccount`. */
  findAccountDetail: get<undefined, AccountDetail>()('/ElsAccountService/findDetail/:id', QUIET),
  /** Saves the user's own name, mobile, e-mail or avatar path; answers the new detail. */
  updateAccount: post<AccountUpdateBody, AccountDetail>()('/ElsAccountService/update', QUIET),
  /** Changes the password (current and new one in the query, transport-encrypted). */
  modifyPassword: put<undefined, null, ModifyPasswordQuery>()('/ElsAccountService/modifyPassword', QUIET),
  /** Checks the signed-in user's password (the lock screen's unlock). */
  verifyElsAccount: post<VerifyAccountBody, VerifyAccountResult>()('/ElsAccountService/verifyElsAccount', QUIET),
  /** Sends an SMS code (valid 10 minutes) to the mobile of an account. */
  sendNoteCode: post<SendNoteCodeBody, SmsSendResult>()('/ElsAccountService/sendNoteCode', PUBLIC_QUIET),
  /** Checks an SMS code (query) and sets the new password of the body. */
  validateNoteCode: put<ValidateNoteCodeBody, null, ValidateNoteCodeQuery>()('/ElsAccountService/validateNoteCode', PUBLIC_QUIET),
  /** Registers a supplier account. */
  register: post<RegistrationBody, RegistrationResult>()('/ElsAccountService/register', PUBLIC_QUIET),
  /** The user's WeChat binding QR code: a data: URL or an image address. */
  getWechatQrCode: get<undefined, string | null>()('/ElsAccountService/getPrCode', QUIET),
  /** Development only: the SMS inbox that stands in for a gateway. */
  devSms: get<undefined, SmsMessage[], { mobile?: string }>()('/dev/sms', {
    public: true,
    dev: true,
  }),
});
