import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/services';
import { encryptForTransport } from '../../core/session/passwordCipher';
import type { RegistrationForm } from '../../core/session/passwordRules';
import type { PasswordTransportConfig } from '../../core/session/passwordTransport';

export interface SignUpStoreDeps {
  http: AxiosInstance;
  passwordTransport: () => PasswordTransportConfig;
  /** The deployment tenant the shell runs as (a registration joins it). */
  tenant: () => string | undefined;
}

/**
 * The calls of the session pages made without a session: the captcha, the SMS code and the
 * password reset of "forgot password", and the registration. Holds no state.
 */
export class SignUpStore {
  readonly scope = 'portal' as const;

  constructor(private readonly deps: SignUpStoreDeps) {}

  captcha(): Promise<api.CaptchaImage> {
    return api.captcha(this.deps.http);
  }

  sendSmsCode(input: { mobile: string; captchaId: string; captcha: string }): Promise<{ resendAfterSeconds: number }> {
    return api.sendNoteCode(this.deps.http, { channelMsg: input.mobile.trim(), purpose: 'resetPassword', captchaId: input.captchaId, captcha: input.captcha.trim() });
  }

  /** Forgot password: the SMS code and the new password in one call (validateNoteCode), under the tenant's password policy. */
  async resetPassword(input: { mobile: string; code: string; newPassword: string }): Promise<void> {
    const newPassword = await encryptForTransport(input.newPassword, this.deps.passwordTransport());
    const tenant = this.deps.tenant();
    await api.validateNoteCode(this.deps.http, { channelMsg: input.mobile.trim(), noteCode: input.code.trim() }, { newPassword, ...(tenant ? { tenant } : {}) });
  }

  async register(form: RegistrationForm, captchaId: string): Promise<{ elsAccount: string; elsSubAccount: string; loginName: string }> {
    const tenant = this.deps.tenant();
    return api.register(this.deps.http, {
      invitationCode: form.invitationCode.trim(),
      companyName: form.companyName.trim(),
      accountName: form.accountName.trim(),
      password: await encryptForTransport(form.password, this.deps.passwordTransport()),
      ...(form.mobile.trim() ? { mobile: form.mobile.trim() } : {}),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      captchaId,
      captcha: form.captcha.trim(),
      agreementAccepted: form.agreementAccepted,
      ...(tenant ? { tenant } : {}),
    });
  }
}
