// Tables of signing in: tenants and their accounts (with the contacts and login names they log in
// by), login sessions, refresh tokens, tickets, captchas and the login throttle.
import type { Migration } from '../db/steps.js';

export const authMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'tenants, accounts, refresh tokens',
    async up(db) {
      await db.exec(`
        CREATE TABLE tenants (
          els_account TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('buyer', 'supplier'))
        );

        CREATE TABLE accounts (
          els_account TEXT NOT NULL REFERENCES tenants (els_account),
          els_sub_account TEXT NOT NULL,
          name TEXT NOT NULL,
          station TEXT NOT NULL,
          permission TEXT NOT NULL,
          roles TEXT NOT NULL DEFAULT '[]',
          environment_config TEXT NOT NULL DEFAULT '',
          password_hash TEXT NOT NULL,
          enabled INTEGER NOT NULL DEFAULT 1,
          created_at TEXT NOT NULL,
          PRIMARY KEY (els_account, els_sub_account)
        );

        -- Only a SHA-256 of each refresh token is kept; family_id links the tokens of one login so
        -- that reuse of a rotated token can revoke the whole chain.
        CREATE TABLE refresh_tokens (
          token_hash TEXT PRIMARY KEY,
          family_id TEXT NOT NULL,
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          issued_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          revoked_at INTEGER,
          FOREIGN KEY (els_account, els_sub_account) REFERENCES accounts (els_account, els_sub_account) ON DELETE CASCADE
        );
        CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
        CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_at);
      `);
    },
  },
  {
    version: 2,
    name: 'login names and contacts, login sessions, captchas, login throttle',
    async up(db) {
      await db.exec(`
        ALTER TABLE accounts ADD COLUMN mobile TEXT;
        ALTER TABLE accounts ADD COLUMN email TEXT;
        ALTER TABLE accounts ADD COLUMN employee_no TEXT;
        ALTER TABLE accounts ADD COLUMN login_name TEXT;
        -- The avatar's file path (the account detail carries it as fbk5).
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
      `);
    },
  },
  {
    version: 4,
    name: 'tickets (single-use exchange codes)',
    async up(db) {
      await db.exec(`
        -- A ticket is a short-lived, single-use code traded for an access token of its login
        -- session (family_id, NULL for a session from before login sessions); only its hash is kept.
        CREATE TABLE auth_tickets (
          code_hash TEXT PRIMARY KEY,
          family_id TEXT,
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX auth_tickets_expiry ON auth_tickets (expires_at);
      `);
    },
  },
  {
    version: 15,
    name: 'login sessions: the tenant whose policy they follow, their absolute end',
    async up(db) {
      await db.exec(`
        -- tenant: the deployment tenant the login named (its session policy); ends_at: seconds since
        -- the epoch at which the session ends whatever happens (session.maxSessionSeconds), NULL: no limit.
        ALTER TABLE auth_sessions ADD COLUMN tenant TEXT;
        ALTER TABLE auth_sessions ADD COLUMN ends_at INTEGER;
        -- Set while the session's screen is locked (seconds since the epoch): its tokens then open
        -- only the unlock, the logout and the lock itself, in every tab.
        ALTER TABLE auth_sessions ADD COLUMN locked_at INTEGER;
      `);
    },
  },
];
