// Schema and demo data of the session work (issue 3): contact columns of accounts (login by phone,
// e-mail, employee number or account name), login sessions (so that a logout or a reused refresh
// token revokes every token of the chain), captchas, the login throttle, SMS codes, invitation
// codes and the company registry that registration checks against.
import type { Migration } from './migrations.js';
import type { SeedStep } from './seed.js';

export const sessionMigration: Migration = {
  version: 2,
  name: 'login names and contacts, login sessions, captchas, login throttle, SMS codes, invitations, company registry',
  up(db) {
    db.exec(`
      ALTER TABLE accounts ADD COLUMN mobile TEXT;
      ALTER TABLE accounts ADD COLUMN email TEXT;
      ALTER TABLE accounts ADD COLUMN employee_no TEXT;
      ALTER TABLE accounts ADD COLUMN login_name TEXT;
      -- The avatar file path (seed 000 §3: the user detail carries fbk5).
      ALTER TABLE accounts ADD COLUMN fbk5 TEXT NOT NULL DEFAULT '';
      ALTER TABLE accounts ADD COLUMN password_changed_at TEXT;
      CREATE UNIQUE INDEX accounts_mobile ON accounts (mobile) WHERE mobile IS NOT NULL;
      CREATE UNIQUE INDEX accounts_email ON accounts (lower(email)) WHERE email IS NOT NULL;
      CREATE UNIQUE INDEX accounts_employee_no ON accounts (employee_no) WHERE employee_no IS NOT NULL;
      CREATE UNIQUE INDEX accounts_login_name ON accounts (lower(login_name)) WHERE login_name IS NOT NULL;

      -- One row per login; family_id is the refresh-token family and the access tokens' sid claim.
      CREATE TABLE auth_sessions (
        family_id TEXT PRIMARY KEY,
        els_account TEXT NOT NULL,
        els_sub_account TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoke_reason TEXT
      );
      CREATE INDEX auth_sessions_account ON auth_sessions (els_account, els_sub_account);

      -- Only a hash of each answer; a captcha is deleted when it is checked (single use).
      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        answer_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX captchas_expiry ON captchas (expires_at);

      -- Failed logins per login key (account, or the name tried); times in milliseconds.
      CREATE TABLE login_attempts (
        login_key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_codes_mobile ON sms_codes (mobile, purpose, created_at);

      CREATE TABLE invitation_codes (
        code TEXT PRIMARY KEY,
        els_account TEXT NOT NULL REFERENCES tenants (els_account),
        status TEXT NOT NULL CHECK (status IN ('unclaimed', 'claimed', 'revoked')),
        expires_at INTEGER,
        claimed_by TEXT,
        claimed_at TEXT
      );

      -- Registered companies (a stand-in for the business registry): a registration names one.
      CREATE TABLE company_registry (
        name TEXT PRIMARY KEY,
        social_credit_code TEXT NOT NULL
      );
    `);
  },
};

/** Contacts of the demo accounts: they log in by these too. */
export const DEMO_CONTACTS = [
  { elsAccount: '307000', elsSubAccount: '1001', mobile: '13800000001', email: 'zhang.caigou@demo-buyer.cn', employeeNo: 'E3070001', loginName: 'zhangcaigou' },
  { elsAccount: '307000', elsSubAccount: '1002', mobile: '13800000002', email: 'li.caigou@demo-buyer.cn', employeeNo: 'E3070002', loginName: 'licaigou' },
  { elsAccount: '300100', elsSubAccount: '1001', mobile: '13900000001', email: 'wang.xiaoshou@demo-supplier.cn', employeeNo: 'E3001001', loginName: 'wangxiaoshou' },
] as const;

/** Unclaimed invitation codes of the demo buyer; each registers one supplier. */
export const DEMO_INVITATION_CODES = ['INV-307000-0001', 'INV-307000-0002', 'INV-307000-0003', 'INV-307000-0004', 'INV-307000-0005'] as const;

/** Companies a registration may name (the demo suppliers-to-be). */
export const DEMO_COMPANIES = [
  { name: '华东精密零件有限公司', socialCreditCode: '91310000MA1FL0001X' },
  { name: '星河电子科技有限公司', socialCreditCode: '91440300MA5F00002Y' },
  { name: '远航物流有限公司', socialCreditCode: '91320500MA1M00003Z' },
  { name: '青松包装材料有限公司', socialCreditCode: '91330100MA2H00004A' },
] as const;

export const sessionSeed: SeedStep = {
  version: 2,
  name: 'demo contacts and login names, invitation codes, company registry',
  run(db) {
    const setContacts = db.prepare(
      'UPDATE accounts SET mobile = ?, email = ?, employee_no = ?, login_name = ? WHERE els_account = ? AND els_sub_account = ?',
    );
    for (const contact of DEMO_CONTACTS) {
      setContacts.run(contact.mobile, contact.email, contact.employeeNo, contact.loginName, contact.elsAccount, contact.elsSubAccount);
    }
    const invite = db.prepare("INSERT INTO invitation_codes (code, els_account, status, expires_at) VALUES (?, '307000', 'unclaimed', NULL)");
    for (const code of DEMO_INVITATION_CODES) invite.run(code);
    const company = db.prepare('INSERT INTO company_registry (name, social_credit_code) VALUES (?, ?)');
    for (const entry of DEMO_COMPANIES) company.run(entry.name, entry.socialCreditCode);
  },
};
