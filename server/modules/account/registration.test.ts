import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SUPPLIER_USER, body, enc, sessionCalls, serverForEachTest } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { DEMO_COMPANIES, DEMO_INVITATION_CODES } from './seed.js';

describe('registration by invitation', () => {
  const server = serverForEachTest({ loginThrottle: { baseDelayMs: 300, maxDelayMs: 1200 } });
  const { post, get, captcha, loginAs } = sessionCalls(() => server);
  /** A registration of the invited company with a fresh captcha; `over` changes fields. */
  const register = async (over: Record<string, unknown>) => {
    const c = await captcha();
    return post(endpoints.register.path, {
      invitationCode: 'INV-307000-0001',
      companyName: '华东精密零件有限公司',
      accountName: 'huadong',
      password: enc('Huadong@2026'),
      mobile: '13700000009',
      captchaId: c.captchaId,
      captcha: c.answer,
      agreementAccepted: true,
      ...over,
    });
  };

  it('registers a supplier by invitation with the same rules as the form', async () => {
    expect(body(await register({ companyName: '不存在的公司' })).message).toContain('公司不存在');
    expect(body(await register({ invitationCode: 'NOPE' })).message).toContain('邀请码无效');
    expect(body(await register({ accountName: 'ab' })).message).toContain('accountName');
    expect(body(await register({ password: enc('weakpass') })).message).toContain('密码');
    expect(body(await register({ mobile: '', email: '' })).message).toContain('至少填写一项');
    expect(body(await register({ email: 'x@y.longtld' })).message).toContain('邮箱');
    expect(body(await register({ agreementAccepted: false })).message).toContain('用户协议');
    expect(body(await register({ captcha: 'ZZZZ' })).message).toContain('验证码错误');
    expect(body(await register({ accountName: 'zhangcaigou' })).message).toContain('账号名称已被使用');
    expect(body(await register({ companyName: '演示供应商有限公司' })).message).toContain('公司不存在');

    const created = await register({});
    expect(created.statusCode).toBe(200);
    expect(body(created).data).toEqual({ elsAccount: '300101', elsSubAccount: '1001', loginName: 'huadong' });
    // The invitation is used; the company is a tenant now.
    expect(body(await register({ invitationCode: 'INV-307000-0002', accountName: 'huadong2', mobile: '13700000010' })).message).toContain('该公司已注册');
    expect(body(await register({ companyName: '星河电子科技有限公司', accountName: 'xinghe' })).message).toContain('邀请码无效');

    const signedIn = await loginAs({ loginName: 'huadong', password: enc('Huadong@2026') });
    expect(signedIn.statusCode).toBe(200);
    const token = body<{ token: string }>(signedIn).data.token;
    const menu = body<unknown[]>(await get(endpoints.getMenu.path, { token }));
    expect(menu.data.length).toBeGreaterThan(0);
    expect(SUPPLIER_USER.elsAccount).toBe('300100');
    // The new company starts as a copy of the template tenant: its whole menu and its home blocks.
    const count = async (where: ReturnType<typeof sql>) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${where}`.execute(server.db)).rows[0]!.n);
    const menus = (elsAccount: string) => count(sql`menus WHERE els_account = ${elsAccount}`);
    const homeBlocks = (elsAccount: string) => count(sql`system_settings WHERE els_account = ${elsAccount} AND set_group_code = 'IndexPage_Group'`);
    const loginPage = (elsAccount: string) => count(sql`system_settings WHERE els_account = ${elsAccount} AND set_group_code = 'LoginPage_Group'`);
    expect(await menus('300101')).toBe(await menus(SUPPLIER_USER.elsAccount));
    expect(await homeBlocks('300101')).toBe(await homeBlocks(SUPPLIER_USER.elsAccount));
    expect(await loginPage('300101')).toBe(0);
  });

  it("refuses registration on a tenant whose login page closes it (globex: invitationRegistration false), whatever the client sends", async () => {
    const attempt = (tenant?: string) => register(tenant ? { tenant } : {});
    const closed = await attempt('globex');
    expect(closed.statusCode).toBe(403);
    expect(body(closed)).toMatchObject({ message: '本门户未开放注册', messageCode: 'account.registrationClosed' });
    expect(await server.db.selectFrom('accounts').select('els_account').where('login_name', '=', 'huadong').execute()).toEqual([]);
    // A tenant that keeps it open (and the portal without a tenant) registers.
    expect((await attempt('acme')).statusCode).toBe(200);
  });

  it('lets one of several concurrent registrations with one code in, and numbers concurrent companies apart', async () => {
    // One code presented by four registrations (four companies) at once: one wins, the others are
    // refused and leave no tenant behind.
    const sameCode = await Promise.all(
      DEMO_COMPANIES.map((company, i) => register({ invitationCode: 'INV-307000-0005', companyName: company.name, accountName: `company${i}`, mobile: `1370000002${i}` })),
    );
    expect(sameCode.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(sameCode.filter((response) => body(response).message.includes('邀请码无效'))).toHaveLength(3);
    const winner = DEMO_COMPANIES[sameCode.findIndex((response) => response.statusCode === 200)]!.name;
    const suppliers = () => server.db.selectFrom('tenants').select(['els_account', 'name']).where('kind', '=', 'supplier').where('els_account', '>', '300100').execute();
    expect((await suppliers()).map((row) => row.name)).toEqual([winner]);
    // The other three companies with three codes at once: each gets its own number, none is lost.
    const others = DEMO_COMPANIES.filter((company) => company.name !== winner);
    const apart = await Promise.all(
      others.map((company, i) => register({ invitationCode: DEMO_INVITATION_CODES[i], companyName: company.name, accountName: `other${i}`, mobile: `1370000003${i}` })),
    );
    expect(apart.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await suppliers()).map((row) => row.els_account).sort()).toEqual(['300101', '300102', '300103', '300104']);
  });
});
