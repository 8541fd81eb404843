// ElsAccountService: account detail and update, password change, the lock screen's password check,
// SMS codes and the password reset through them, and invitation registration. The password,
// contact and registration rules are the shell's own (through server/platform/shellRules.ts), so
// the forms' live checks and these refusals agree.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FIRST_SUB_ACCOUNT, type SmsMessage } from '../../../src/contract/account.js';
import { DEMO_ENVIRONMENT, SUPPLIER_ACCOUNT } from '../../fixtures/demoLogins.js';
import { isOwnAvatarPath } from '../../../src/contract/files.js';
import { isAdmin } from '../../../src/contract/permissions.js';
import type { ModuleOptions, ServerContext } from '../../platform/context.js';
import type { SmsGateway } from '../../platform/config.js';
import type { AccountRow } from '../../platform/auth/accounts.js';
import type { AuthUser } from '../../platform/auth/tokens.js';
import { requireUser } from '../../platform/auth/guard.js';
import { accountKey, signedInKey } from '../../platform/auth/loginThrottle.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { receivedPassword } from '../../platform/auth/passwordTransport.js';
import { badRequest, forbidden, notFound, ok } from '../../platform/http/envelope.js';
import { queryText } from '../../platform/http/request.js';
import {
  describePasswordProblems,
  fieldProblemText,
  isEmail,
  isMobile,
  passwordProblems,
  registrationProblems,
  type FieldProblem,
  type PasswordPolicy,
  type RegistrationField,
} from '../../platform/shellRules.js';
import {
  accountByMobile,
  claimInvitation,
  companyInRegistry,
  contactTaken,
  detailOf,
  findInvitation,
  isRegisteredMobile,
  isUsableInvitation,
  nextSupplierAccount,
  setInvitationClaimer,
  tenantNamed,
  updateAccount,
} from './repo.js';
import { SmsInbox, SmsService, maskMobile } from './sms.js';
import { wechatBindingQr } from './wechatQr.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';
import { lockKey } from '../../platform/db/handle.js';

/** A registered company starts as a copy of the demo supplier (its menu and home blocks). */
const SUPPLIER_TEMPLATE = SUPPLIER_ACCOUNT;

/**
 * The password rules under a tenant's policy (SessionPolicy.passwordPolicy: the tenant's and the
 * default tenant's, the stricter), enforced here as in the shell; the message names each broken rule.
 */
function assertPasswordRules(password: string, policy: PasswordPolicy | undefined): void {
  const problems = passwordProblems(password, policy);
  if (problems.length > 0) {
    throw badRequest('account.passwordRules', {
      rules: {
        zh_cn: describePasswordProblems(problems, 'zh_cn', policy),
        en: describePasswordProblems(problems, 'en', policy),
      },
    });
  }
}

async function currentAccount(ctx: ServerContext, user: AuthUser): Promise<AccountRow> {
  const account = await ctx.accounts.find(user.elsAccount, user.elsSubAccount);
  if (!account) throw notFound('account.notFound');
  return account;
}

/** A refused registration naming the field at fault (the form marks it). */
function fieldRefusal(field: RegistrationField, messageCode: Parameters<typeof badRequest>[0]) {
  return badRequest(messageCode, undefined, { field });
}

export const accountRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  // No SMS gateway exists here: a message goes to the server log (and, in development, to the
  // inbox that GET /dev/sms reads).
  const logGateway: SmsGateway = {
    deliver: (message) =>
      app.log.warn(
        {
          sms: {
            to: maskMobile(message.mobile),
            purpose: message.purpose,
            code: message.code,
          },
        },
        `SMS (no gateway): ${message.text}`,
      ),
  };
  const smsInbox = ctx.config.devEndpoints ? new SmsInbox(ctx.config.sms.gateway ?? logGateway) : undefined;
  const sms = new SmsService(ctx.db, smsInbox ?? ctx.config.sms.gateway ?? logGateway, {
    ttlSeconds: ctx.config.sms.ttlSeconds,
    resendSeconds: ctx.config.sms.resendSeconds,
  });

  route(app, endpoints.findAccountDetail, async (request) => {
    const user = requireUser(request);
    // The id is elsAccount_elsSubAccount, or a sub-account of the caller's own account.
    const [elsAccount, elsSubAccount] = request.params.id.includes('_') ? request.params.id.split('_', 2) : [user.elsAccount, request.params.id];
    const own = elsAccount === user.elsAccount && elsSubAccount === user.elsSubAccount;
    if (!own && !(elsAccount === user.elsAccount && isAdmin(user))) throw forbidden();
    const account = await ctx.accounts.find(elsAccount ?? '', elsSubAccount ?? '');
    if (!account) throw notFound('account.notFound');
    return ok(detailOf(account));
  });

  route(app, endpoints.updateAccount, async (request) => {
    const account = await currentAccount(ctx, requireUser(request));
    const { name, mobile, email, fbk5 } = request.body;
    if (name !== undefined && name.trim() === '') throw badRequest('account.nameRequired');
    if (mobile !== undefined && mobile !== '' && !isMobile(mobile)) throw badRequest('account.mobileError');
    if (email !== undefined && email !== '' && !isEmail(email)) throw badRequest('account.emailError');
    // An avatar is a file the upload stored for this very user: never an address elsewhere, never
    // another user's picture or a document of the store.
    if (
      fbk5 !== undefined &&
      !isOwnAvatarPath(fbk5, {
        elsAccount: account.els_account,
        elsSubAccount: account.els_sub_account,
      })
    )
      throw badRequest('account.avatarPathInvalid');
    if (mobile && (await contactTaken(ctx.db, 'mobile', mobile, account))) throw badRequest('account.mobileInUse');
    if (email && (await contactTaken(ctx.db, 'email', email, account))) throw badRequest('account.emailInUse');
    await updateAccount(ctx.db, account, { name, mobile, email, fbk5 });
    // The name signs this user's approvals and messages: their next call reads the new one.
    if (name !== undefined) ctx.tokens.forgetSessionStates();
    return ok(detailOf(await currentAccount(ctx, requireUser(request))));
  });

  // The current and the new password travel in the query, transport-encrypted and URL-encoded.
  route(app, endpoints.modifyPassword, async (request) => {
    const user = requireUser(request);
    const account = await currentAccount(ctx, user);
    const oldPassword = receivedPassword(queryText(request, 'password'), ctx.passwordTransport);
    const newPassword = receivedPassword(queryText(request, 'newPassword'), ctx.passwordTransport);
    // Counted apart from logins: a stranger's failed logins never block the signed-in user here.
    const key = signedInKey(account);
    await ctx.throttle.assertUnlocked(key);
    const attempt = { keys: [key], asksForCaptcha: false, captchaChecked: false };
    if (!(await ctx.accounts.checkPassword(account, oldPassword))) throw await ctx.throttle.refuse(attempt, 'account.oldPasswordError');
    // The policy of the tenant the session's login named.
    assertPasswordRules(newPassword, ctx.sessionPolicy(await ctx.tokens.tenantOfSession(user.sid)).passwordPolicy);
    if (newPassword === oldPassword) throw badRequest('account.newPasswordSame');
    // Wrong old passwords arriving at once with this one may have locked the key first.
    await ctx.throttle.admit(attempt, key);
    await ctx.accounts.setPassword(account, newPassword);
    // Other browsers signed in with the old password are signed out; this session stays.
    await ctx.tokens.revokeAccountSessions(account.els_account, account.els_sub_account, 'password-changed', user.sid);
    await ctx.throttle.reset(accountKey(account));
    return ok(null);
  });

  // The lock screen: the signed-in user's password, checked here (throttled like a login, on the
  // signed-in user's own counter).
  route(app, endpoints.verifyElsAccount, { whileLocked: true }, async (request) => {
    const user = requireUser(request);
    const account = await currentAccount(ctx, user);
    const key = signedInKey(account);
    await ctx.throttle.assertUnlocked(key);
    const attempt = { keys: [key], asksForCaptcha: false, captchaChecked: false };
    if (!(await ctx.accounts.checkPassword(account, receivedPassword(request.body.password, ctx.passwordTransport)))) {
      throw await ctx.throttle.refuse(attempt, 'account.unlockPasswordError');
    }
    // Wrong passwords arriving at once with this one may have locked the key first.
    await ctx.throttle.admit(attempt, key);
    // The right password unlocks the session in every tab.
    if (user.sid) await ctx.tokens.setSessionLocked(user.sid, false);
    return ok({ valid: true as const });
  });

  // SMS code for a password reset. The answer is the same whether or not an account has the
  // mobile (no way to find out who is registered); only a registered mobile gets a message.
  route(app, endpoints.sendNoteCode, { rateLimit: ctx.rateLimit('sms') }, async (request) => {
    const { channelMsg: mobile, purpose, captchaId, captcha } = request.body;
    if (!(await ctx.captcha.consume(captchaId, captcha))) throw badRequest('auth.captchaError');
    if (!isMobile(mobile)) throw badRequest('account.mobileError');
    const wait = await sms.resendWait(mobile, purpose);
    if (wait > 0) throw badRequest('account.smsTooSoon', { seconds: wait }, { retryAfterSeconds: wait });
    const registered = await isRegisteredMobile(ctx.db, mobile);
    await sms.send(mobile, purpose, registered);
    request.log.info({ mobile: maskMobile(mobile), registered }, 'SMS code requested');
    return ok({
      resendAfterSeconds: sms.options.resendSeconds,
      expiresInSeconds: sms.options.ttlSeconds,
    });
  });

  // The code and the mobile travel in the query; the body carries the new password, which is set
  // when the code is right (forgot password).
  route(app, endpoints.validateNoteCode, { rateLimit: ctx.rateLimit('sms') }, async (request) => {
    const mobile = queryText(request, 'channelMsg');
    const code = queryText(request, 'noteCode');
    if (!isMobile(mobile)) throw badRequest('account.mobileError');
    const newPassword = receivedPassword(request.body.newPassword, ctx.passwordTransport);
    // Checked before the code, so that a refused password does not use the code up.
    assertPasswordRules(newPassword, ctx.sessionPolicy(ctx.tenantOfRequest(request, request.body.tenant)).passwordPolicy);
    const check = await sms.check(mobile, 'resetPassword', code);
    if (check === 'expired') throw badRequest('account.smsCodeExpired');
    if (check === 'exhausted') throw badRequest('account.smsCodeExhausted');
    if (check !== 'ok') throw badRequest('account.smsCodeError');
    const account = await accountByMobile(ctx.db, mobile);
    if (!account) throw badRequest('account.smsCodeError');
    await ctx.accounts.setPassword(account, newPassword);
    await ctx.tokens.revokeAccountSessions(account.els_account, account.els_sub_account, 'password-reset');
    await ctx.throttle.reset(accountKey(account));
    await ctx.throttle.reset(signedInKey(account));
    return ok(null);
  });

  // Invitation registration: the same rules as the form, the captcha, an unclaimed invitation code,
  // a company that exists in the registry and is not yet a tenant; creates a supplier tenant with
  // its first account.
  route(app, endpoints.register, { rateLimit: ctx.rateLimit('register') }, async (request) => {
    const body = request.body;
    // The tenant's login page hides registration (loginPage.features.invitationRegistration: false):
    // the server refuses it too, whatever a client sends.
    // The tenant the form names (normalised; unknown: refused), else the tenant of the address.
    const policy = ctx.sessionPolicy(ctx.tenantOfRequest(request, body.tenant));
    if (!policy.registrationOpen) throw forbidden('account.registrationClosed');
    const password = receivedPassword(body.password, ctx.passwordTransport);
    const problems = registrationProblems({
      invitationCode: body.invitationCode,
      companyName: body.companyName,
      accountName: body.accountName,
      password,
      confirmPassword: password,
      mobile: body.mobile ?? '',
      email: body.email ?? '',
      captcha: body.captcha,
      agreementAccepted: body.agreementAccepted,
    }, policy.passwordPolicy);
    const first = Object.entries(problems)[0] as [RegistrationField, FieldProblem] | undefined;
    if (first) {
      const [field, problem] = first;
      const detail = (language: 'zh_cn' | 'en') => (problem === 'password' ? describePasswordProblems(passwordProblems(password, policy.passwordPolicy), language, policy.passwordPolicy) : fieldProblemText(problem, language));
      throw badRequest('account.registrationField', { field, problem: { zh_cn: detail('zh_cn'), en: detail('en') } }, { field });
    }
    if (!(await ctx.captcha.consume(body.captchaId, body.captcha))) throw badRequest('auth.captchaError');
    const invitationCode = body.invitationCode.trim();
    const companyName = body.companyName.trim();
    const accountName = body.accountName.trim();
    const mobile = body.mobile?.trim() || null;
    const email = body.email?.trim() || null;
    const invitation = await findInvitation(ctx.db, invitationCode);
    if (!isUsableInvitation(invitation, Date.now() / 1000)) throw fieldRefusal('invitationCode', 'account.invitationInvalid');
    if (!(await companyInRegistry(ctx.db, companyName))) throw fieldRefusal('companyName', 'account.companyMissing');
    if (await tenantNamed(ctx.db, companyName)) throw fieldRefusal('companyName', 'account.companyRegistered');
    if (await contactTaken(ctx.db, 'login_name', accountName)) throw fieldRefusal('accountName', 'account.accountNameInUse');
    if (mobile && (await contactTaken(ctx.db, 'mobile', mobile))) throw fieldRefusal('mobile', 'account.mobileInUse');
    if (email && (await contactTaken(ctx.db, 'email', email))) throw fieldRefusal('email', 'account.emailInUse');

    const passwordHash = await hashPassword(password);
    // One transaction: the claim, the tenant, its first account and every module's copy of the
    // template tenant commit together or not at all.
    const elsAccount = await ctx.db.transaction().execute(async (trx) => {
      // Registrations one at a time: the next account number is read, then written.
      await lockKey(trx, 'register-supplier');
      // Claimed inside the transaction: two registrations with one code cannot both succeed.
      if (!(await claimInvitation(trx, invitationCode))) throw fieldRefusal('invitationCode', 'account.invitationInvalid');
      // Checked again under the lock: another registration may have taken the company or the name meanwhile.
      if (await tenantNamed(trx, companyName)) throw fieldRefusal('companyName', 'account.companyRegistered');
      if (await contactTaken(trx, 'login_name', accountName)) throw fieldRefusal('accountName', 'account.accountNameInUse');
      const next = await nextSupplierAccount(trx, Number(SUPPLIER_TEMPLATE));
      await ctx.accounts.insertTenant(next, companyName, 'supplier', trx);
      await ctx.accounts.insertAccount(
        {
          elsAccount: next,
          elsSubAccount: FIRST_SUB_ACCOUNT,
          name: accountName,
          station: 'sale',
          permission: 'user',
          roles: ['user'],
          environment: DEMO_ENVIRONMENT,
          passwordHash,
          mobile,
          email,
          loginName: accountName,
        },
        trx,
      );
      await setInvitationClaimer(trx, invitationCode, `${next}_${FIRST_SUB_ACCOUNT}`);
      await ctx.provisionTenant(trx, next, SUPPLIER_TEMPLATE);
      return next;
    });
    request.log.info({ elsAccount, invitedBy: invitation?.els_account }, 'supplier registered');
    return ok({
      elsAccount,
      elsSubAccount: FIRST_SUB_ACCOUNT,
      loginName: accountName,
    });
  });

  // The WeChat binding QR code of the top bar: a per-user image (a demo: no WeChat service here).
  route(app, endpoints.getWechatQrCode, async (request) => ok(wechatBindingQr(requireUser(request))));

  if (!ctx.config.devEndpoints) return;

  // Development only: the SMS inbox that stands in for a gateway, so end-to-end tests can reset passwords.
  route(app, endpoints.devSms, async (request) => {
    if (!smsInbox) throw notFound();
    const mobile = request.query.mobile;
    return ok<SmsMessage[]>(mobile ? smsInbox.for(mobile) : smsInbox.messages);
  });
};
