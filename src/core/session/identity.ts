/** How a user names itself at login: main account plus sub-account, or a login name (phone, e-mail, employee number, account name). */
export type LoginIdentity = { elsAccount: string; elsSubAccount: string } | { loginName: string };

export interface LoginOptions {
  captchaId?: string;
  captcha?: string;
  /** Keep the session after the browser closes (localStorage) or only for this tab (sessionStorage). */
  keepLogin?: boolean;
}
