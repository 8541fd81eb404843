// Tables of the account area: SMS codes, invitation codes and the company registry that
// registration checks against.
import type { Migration } from '../../platform/db/steps.js';

export const accountMigrations: readonly Migration[] = [
  {
    version: 2,
    name: 'SMS codes, invitations, company registry',
    async up(db) {
      await db.exec(`
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
  },
];
