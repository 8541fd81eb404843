// Numbered schema migrations. Append new ones with the next version; never edit an applied one,
// because databases created by earlier versions will not run it again.
import type { Database } from './db.js';
import { approvalsMigration } from './approvals.js';
import { sessionMigration } from './session-schema.js';

export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, tokens, menus, layout overlays, system settings',
    up(db) {
      db.exec(`
        -- Server-generated secrets (the JWT signing key) live in the database so a restart keeps tokens valid.
        CREATE TABLE app_secrets (
          name TEXT PRIMARY KEY,
          value TEXT NOT NULL,
          created_at TEXT NOT NULL
        );

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

        -- Menu tree per tenant; role_list, group_list and meta are JSON (NULL when absent).
        CREATE TABLE menus (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL REFERENCES tenants (els_account),
          parent_id INTEGER REFERENCES menus (id) ON DELETE CASCADE,
          sort_order INTEGER NOT NULL DEFAULT 0,
          app_code TEXT NOT NULL,
          app_name TEXT NOT NULL,
          app_name_i18n_key TEXT,
          app_url TEXT NOT NULL DEFAULT '',
          app_icon TEXT NOT NULL DEFAULT '',
          role_list TEXT,
          group_list TEXT,
          meta TEXT,
          component TEXT,
          UNIQUE (els_account, app_code)
        );
        CREATE INDEX menus_tree ON menus (els_account, parent_id, sort_order);

        CREATE TABLE layout_configs (
          uuid TEXT PRIMARY KEY,
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL,
          config_type TEXT NOT NULL,
          config_json TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (els_account, els_sub_account, to_els_account, config_type)
        );

        CREATE TABLE system_settings (
          els_account TEXT NOT NULL,
          set_group_code TEXT NOT NULL,
          set_code TEXT NOT NULL,
          set_value TEXT NOT NULL,
          sort_order INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (els_account, set_code)
        );
        CREATE INDEX system_settings_group ON system_settings (els_account, set_group_code);

        -- Demo data steps already run (server/seed.ts), so a restart never seeds twice.
        CREATE TABLE seed_runs (
          version INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          applied_at TEXT NOT NULL
        );
      `);
    },
  },
  sessionMigration,
  approvalsMigration,
];
