// ElsAccountService: account detail and update, password change, the lock screen's password check,
// SMS codes and the password reset through them, and invitation registration. Password rules,
// contact rules and registration rules are the shell's own (src/core/session/passwordRules.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { hashPassword, requireUser, type AccountRow, type AuthUser } from '../auth.js';
import { ApiError, badRequest, forbidden, notFound, ok } from '../http.js';
import { receivedPassword } from '../password-transport.js';
import { maskMobile } from '../sms.js';
import {
  describePasswordProblems,
  fieldProblemText,
  isEmail,
  isMobile,
  NAME_MAX,
  passwordProblems,
  registrationProblems,
  type RegistrationField,
} from '../../src/core/session/passwordRules.js';
import { accountKey, CAPTCHA_ERROR, throttled, tooManyAttempts } from './auth.js';
import type { RegistrationBody } from '../../src/core/api/services.js';

export const UNLOCK_PASSWORD_ERROR = '解锁密码错误，请重新输入 (unlock password error, please re-enter)';
export const OLD_PASSWORD_ERROR = '原密码错误 (the current password is wrong)';
export const SMS_CODE_ERROR = '短信验证码错误 (SMS code error)';
export const SMS_CODE_EXPIRED = '短信验证码已过期，请重新获取 (SMS code expired, request a new one)';
export const SMS_CODE_EXHAUSTED = '短信验证码错误次数过多，请重新获取 (too many wrong SMS codes, request a new one)';
export const MOBILE_ERROR = '手机号码不正确 (phone number incorrect)';
export const COMPANY_MISSING = '公司不存在 (the company does not exist)';

/** Password rules of seed 001 §5, enforced here as in the shell; the message names each broken rule. */
function assertPasswordRules(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw badRequest(`密码不符合规则：${describePasswordProblems(problems, 'zh_cn')} (password rules: ${describePasswordProblems(problems, 'en')})`);
  }
}

export interface AccountDetail {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station: string;
  permission: string;
  mobile: string;
  email: string;
  employeeNo: string;
  loginName: string;
  fbk5: string;
}

function detailOf(account: AccountRow): AccountDetail {
  return {
    elsAccount: account.els_account,
    elsSubAccount: account.els_sub_account,
    name: account.name,
    station: account.station,
    permission: account.permission,
    mobile: account.mobile ?? '',
    email: account.email ?? '',
    employeeNo: account.employee_no ?? '',
    loginName: account.login_name ?? '',
    fbk5: account.fbk5,
  };
}

function currentAccount(ctx: ServerContext, user: AuthUser): AccountRow {
  const account = ctx.auth.findAccount(user.elsAccount, user.elsSubAccount);
  if (!account) throw notFound('账号不存在 (account not found)');
  return account;
}

/** A query value that must be present once. */
function queryText(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value === '') throw badRequest(`缺少参数 ${name} (missing ${name})`);
  return value;
}

/** Whether a mobile / e-mail / login name is free (or already the given account's). */
function contactTaken(ctx: ServerContext, column: 'mobile' | 'email' | 'login_name', value: string, except?: AccountRow): boolean {
  const where = column === 'mobile' ? 'mobile = ?' : `lower(${column}) = lower(?)`;
  const row = ctx.db.prepare(`SELECT els_account, els_sub_account FROM accounts WHERE ${where}`).get(value) as
    | { els_account: string; els_sub_account: string }
    | undefined;
  return !!row && !(except && row.els_account === except.els_account && row.els_sub_account === except.els_sub_account);
}

const SUPPLIER_TEMPLATE = '300100';

/** The next free supplier account number (300101, 300102, ...). */
function nextSupplierAccount(ctx: ServerContext): string {
  const row = ctx.db.prepare("SELECT MAX(CAST(els_account AS INTEGER)) AS max FROM tenants WHERE kind = 'supplier'").get() as { max: number | null };
  return String(Math.max(row.max ?? 300100, 300100) + 1);
}

/** A new supplier gets the demo supplier's menu tree and home settings, so it can work at once. */
function copySupplierTemplate(ctx: ServerContext, elsAccount: string): void {
  const rows = ctx.db.prepare('SELECT * FROM menus WHERE els_account = ? ORDER BY id').all(SUPPLIER_TEMPLATE) as Array<Record<string, unknown> & { id: number; parent_id: number | null; app_code: string }>;
  const ids = new Map<number, number>();
  const insert = ctx.db.prepare(
    `INSERT INTO menus (els_account, parent_id, sort_order, app_code, app_name, app_name_i18n_key, app_url, app_icon, role_list, group_list, meta, component)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Parents have smaller ids than their children (inserted first), so one pass in id order works.
  for (const row of rows) {
    const parent = row.parent_id === null ? null : (ids.get(row.parent_id) ?? null);
    const { lastInsertRowid } = insert.run(
      elsAccount,
      parent,
      row.sort_order,
      row.app_code,
      row.app_name,
      row.app_name_i18n_key,
      row.app_url,
      row.app_icon,
      row.role_list,
      row.group_list,
      row.meta,
      row.component,
    );
    ids.set(row.id, Number(lastInsertRowid));
  }
  ctx.db
    .prepare(
      `INSERT INTO system_settings (els_account, set_group_code, set_code, set_value, sort_order)
       SELECT ?, set_group_code, set_code, set_value, sort_order FROM system_settings WHERE els_account = ? AND set_group_code = 'IndexPage_Group'`,
    )
    .run(elsAccount, SUPPLIER_TEMPLATE);
}


const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const accountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { id: string } }>('/ElsAccountService/findDetail/:id', async (request) => {
    const user = requireUser(request);
    // The id is elsAccount_elsSubAccount, or a sub-account of the caller's own account.
    const [elsAccount, elsSubAccount] = request.params.id.includes('_') ? request.params.id.split('_', 2) : [user.elsAccount, request.params.id];
    const own = elsAccount === user.elsAccount && elsSubAccount === user.elsSubAccount;
    if (!own && !(elsAccount === user.elsAccount && user.permission === 'admin')) throw forbidden();
    const account = ctx.auth.findAccount(elsAccount ?? '', elsSubAccount ?? '');
    if (!account) throw notFound('账号不存在 (account not found)');
    return ok(detailOf(account));
  });

  app.post<{ Body: { name?: string; mobile?: string; email?: string; fbk5?: string } }>(
    '/ElsAccountService/update',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, properties: { name: text(NAME_MAX), mobile: text(20), email: text(100), fbk5: text(255) } },
      },
    },
    async (request) => {
      const account = currentAccount(ctx, requireUser(request));
      const { name, mobile, email, fbk5 } = request.body;
      if (name !== undefined && name.trim() === '') throw badRequest('姓名不能为空 (name required)');
      if (mobile !== undefined && mobile !== '' && !isMobile(mobile)) throw badRequest(MOBILE_ERROR);
      if (email !== undefined && email !== '' && !isEmail(email)) throw badRequest('邮箱格式不正确 (e-mail address incorrect)');
      if (fbk5 !== undefined && (/^[a-z][a-z0-9+.-]*:/i.test(fbk5) || fbk5.startsWith('//') || fbk5.includes('..'))) throw badRequest('头像路径无效 (invalid avatar path)');
      if (mobile && contactTaken(ctx, 'mobile', mobile, account)) throw badRequest('手机号已被其他账号使用 (phone number in use)');
      if (email && contactTaken(ctx, 'email', email, account)) throw badRequest('邮箱已被其他账号使用 (e-mail address in use)');
      ctx.db
        .prepare(
          `UPDATE accounts SET name = COALESCE(?, name), mobile = CASE WHEN ? THEN ? ELSE mobile END, email = CASE WHEN ? THEN ? ELSE email END,
             fbk5 = COALESCE(?, fbk5) WHERE els_account = ? AND els_sub_account = ?`,
        )
        .run(
          name?.trim() ?? null,
          mobile !== undefined ? 1 : 0,
          mobile || null,
          email !== undefined ? 1 : 0,
          email || null,
          fbk5 ?? null,
          account.els_account,
          account.els_sub_account,
        );
      return ok(detailOf(currentAccount(ctx, requireUser(request))));
    },
  );

  // Seed 001 §7: PUT modifyPassword with the password and newPassword query, encrypted and URL-encoded.
  app.put('/ElsAccountService/modifyPassword', async (request) => {
    const user = requireUser(request);
    const account = currentAccount(ctx, user);
    const oldPassword = receivedPassword(queryText(request, 'password'), ctx.passwordTransport);
    const newPassword = receivedPassword(queryText(request, 'newPassword'), ctx.passwordTransport);
    const key = accountKey(account);
    const state = ctx.throttle.state(key);
    if (state.retryAfterMs > 0) throw tooManyAttempts(state.retryAfterMs);
    if (!(await ctx.auth.checkPassword(account, oldPassword))) {
      const after = ctx.throttle.recordFailure(key);
      throw throttled(OLD_PASSWORD_ERROR, false, after.retryAfterMs);
    }
    assertPasswordRules(newPassword);
    if (newPassword === oldPassword) throw badRequest('新密码不能与原密码相同 (the new password equals the current one)');
    await ctx.auth.setPassword(account, newPassword);
    // Other browsers signed in with the old password are signed out; this session stays.
    ctx.auth.revokeAccountSessions(account.els_account, account.els_sub_account, 'password-changed', user.sid);
    ctx.throttle.reset(key);
    return ok(null);
  });

  // The lock screen: the signed-in user's password, checked here (throttled like a login).
  app.post<{ Body: { password: string } }>(
    '/ElsAccountService/verifyElsAccount',
    { schema: { body: { type: 'object', required: ['password'], properties: { password: text(256) } } } },
    async (request) => {
      const account = currentAccount(ctx, requireUser(request));
      const key = accountKey(account);
      const state = ctx.throttle.state(key);
      if (state.retryAfterMs > 0) throw tooManyAttempts(state.retryAfterMs);
      if (!(await ctx.auth.checkPassword(account, receivedPassword(request.body.password, ctx.passwordTransport)))) {
        const after = ctx.throttle.recordFailure(key);
        throw throttled(UNLOCK_PASSWORD_ERROR, false, after.retryAfterMs);
      }
      ctx.throttle.reset(key);
      return ok({ valid: true });
    },
  );

  // SMS code for a password reset. The answer is the same whether or not an account has the
  // mobile (no way to find out who is registered); only a registered mobile gets a message.
  app.post<{ Body: { channelMsg: string; purpose: 'resetPassword'; captchaId: string; captcha: string } }>(
    '/ElsAccountService/sendNoteCode',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['channelMsg', 'purpose', 'captchaId', 'captcha'],
          properties: { channelMsg: text(20), purpose: { enum: ['resetPassword'] }, captchaId: text(64), captcha: text(16) },
        },
      },
    },
    async (request) => {
      const { channelMsg: mobile, purpose, captchaId, captcha } = request.body;
      if (!ctx.captcha.consume(captchaId, captcha)) throw badRequest(CAPTCHA_ERROR);
      if (!isMobile(mobile)) throw badRequest(MOBILE_ERROR);
      const wait = ctx.sms.resendWait(mobile, purpose);
      if (wait > 0) throw new ApiError(400, `发送过于频繁，请 ${wait} 秒后再试 (wait ${wait} s before the next code)`, { retryAfterSeconds: wait });
      const registered = ctx.db.prepare('SELECT 1 FROM accounts WHERE mobile = ? AND enabled = 1').get(mobile) !== undefined;
      ctx.sms.send(mobile, purpose, registered);
      request.log.info({ mobile: maskMobile(mobile), registered }, 'SMS code requested');
      return ok({ resendAfterSeconds: ctx.sms.options.resendSeconds, expiresInSeconds: ctx.sms.options.ttlSeconds });
    },
  );

  // Seed 001 §7: PUT validateNoteCode with channelMsg and noteCode in the query; the body carries
  // the new password, which is set when the code is right (forgot password).
  app.put<{ Body: { newPassword: string } }>(
    '/ElsAccountService/validateNoteCode',
    {
      config: { public: true },
      schema: { body: { type: 'object', required: ['newPassword'], properties: { newPassword: text(256) } } },
    },
    async (request) => {
      const mobile = queryText(request, 'channelMsg');
      const code = queryText(request, 'noteCode');
      if (!isMobile(mobile)) throw badRequest(MOBILE_ERROR);
      const newPassword = receivedPassword(request.body.newPassword, ctx.passwordTransport);
      // Checked before the code, so that a refused password does not use the code up.
      assertPasswordRules(newPassword);
      const check = ctx.sms.check(mobile, 'resetPassword', code);
      if (check === 'expired') throw badRequest(SMS_CODE_EXPIRED);
      if (check === 'exhausted') throw badRequest(SMS_CODE_EXHAUSTED);
      if (check !== 'ok') throw badRequest(SMS_CODE_ERROR);
      const account = ctx.db.prepare('SELECT * FROM accounts WHERE mobile = ?').get(mobile) as AccountRow | undefined;
      if (!account) throw badRequest(SMS_CODE_ERROR);
      await ctx.auth.setPassword(account, newPassword);
      ctx.auth.revokeAccountSessions(account.els_account, account.els_sub_account, 'password-reset');
      ctx.throttle.reset(accountKey(account));
      return ok(null);
    },
  );

  // Invitation registration: the same rules as the form, the captcha, an unclaimed invitation code,
  // a company that exists in the registry and is not yet a tenant; creates a supplier tenant with
  // its first account (sub-account 1001).
  app.post<{ Body: RegistrationBody }>(
    '/ElsAccountService/register',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['invitationCode', 'companyName', 'accountName', 'password', 'captchaId', 'captcha', 'agreementAccepted'],
          properties: {
            invitationCode: text(64),
            companyName: text(100),
            accountName: text(100),
            password: text(256),
            mobile: text(20),
            email: text(100),
            captchaId: text(64),
            captcha: text(16),
            agreementAccepted: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const password = receivedPassword(body.password, ctx.passwordTransport);
      const form = {
        invitationCode: body.invitationCode,
        companyName: body.companyName,
        accountName: body.accountName,
        password,
        confirmPassword: password,
        mobile: body.mobile ?? '',
        email: body.email ?? '',
        captcha: body.captcha,
        agreementAccepted: body.agreementAccepted,
      };
      const problems = registrationProblems(form);
      const first = Object.entries(problems)[0] as [RegistrationField, Parameters<typeof fieldProblemText>[0]] | undefined;
      if (first) {
        const [field, problem] = first;
        const detail = problem === 'password' ? describePasswordProblems(passwordProblems(password), 'zh_cn') : fieldProblemText(problem, 'zh_cn');
        throw new ApiError(400, `${field}: ${detail} (${fieldProblemText(problem, 'en')})`, { field });
      }
      if (!ctx.captcha.consume(body.captchaId, body.captcha)) throw badRequest(CAPTCHA_ERROR);
      const invitationCode = body.invitationCode.trim();
      const companyName = body.companyName.trim();
      const accountName = body.accountName.trim();
      const mobile = body.mobile?.trim() || null;
      const email = body.email?.trim() || null;
      const invitation = ctx.db.prepare('SELECT * FROM invitation_codes WHERE code = ?').get(invitationCode) as
        | { status: string; expires_at: number | null; els_account: string }
        | undefined;
      if (!invitation || invitation.status !== 'unclaimed' || (invitation.expires_at !== null && invitation.expires_at <= Date.now() / 1000)) {
        throw new ApiError(400, '邀请码无效或已被使用 (invitation code invalid or used)', { field: 'invitationCode' });
      }
      if (!ctx.db.prepare('SELECT 1 FROM company_registry WHERE name = ?').get(companyName)) throw new ApiError(400, COMPANY_MISSING, { field: 'companyName' });
      if (ctx.db.prepare('SELECT 1 FROM tenants WHERE name = ?').get(companyName)) throw new ApiError(400, '该公司已注册 (the company is already registered)', { field: 'companyName' });
      if (contactTaken(ctx, 'login_name', accountName)) throw new ApiError(400, '账号名称已被使用 (account name in use)', { field: 'accountName' });
      if (mobile && contactTaken(ctx, 'mobile', mobile)) throw new ApiError(400, '手机号已被其他账号使用 (phone number in use)', { field: 'mobile' });
      if (email && contactTaken(ctx, 'email', email)) throw new ApiError(400, '邮箱已被其他账号使用 (e-mail address in use)', { field: 'email' });

      const passwordHash = await hashPassword(password);
      const elsAccount = ctx.db.transaction(() => {
        // Claimed inside the transaction: two registrations with one code cannot both succeed.
        const claimed = ctx.db
          .prepare("UPDATE invitation_codes SET status = 'claimed', claimed_at = ? WHERE code = ? AND status = 'unclaimed'")
          .run(new Date().toISOString(), invitationCode);
        if (claimed.changes !== 1) throw new ApiError(400, '邀请码无效或已被使用 (invitation code invalid or used)', { field: 'invitationCode' });
        const next = nextSupplierAccount(ctx);
        ctx.db.prepare("INSERT INTO tenants (els_account, name, kind) VALUES (?, ?, 'supplier')").run(next, companyName);
        ctx.db
          .prepare(
            `INSERT INTO accounts (els_account, els_sub_account, name, station, permission, roles, environment_config, password_hash, enabled,
               created_at, mobile, email, login_name)
             VALUES (?, '1001', ?, 'sale', 'user', '["user"]', 'demo', ?, 1, ?, ?, ?, ?)`,
          )
          .run(next, accountName, passwordHash, new Date().toISOString(), mobile, email, accountName);
        ctx.db.prepare('UPDATE invitation_codes SET claimed_by = ? WHERE code = ?').run(`${next}_1001`, invitationCode);
        copySupplierTemplate(ctx, next);
        return next;
      })();
      request.log.info({ elsAccount, invitedBy: invitation.els_account }, 'supplier registered');
      return ok({ elsAccount, elsSubAccount: '1001', loginName: accountName });
    },
  );
};
