// Per-tenant settings.
import type { Migration } from '../../platform/db/steps.js';

export const settingsMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'system settings',
    async up(db) {
      await db.exec(`
        CREATE TABLE system_settings (
          els_account TEXT NOT NULL,
          set_group_code TEXT NOT NULL,
          set_code TEXT NOT NULL,
          set_value TEXT NOT NULL,
          sort_order INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (els_account, set_code)
        );
        CREATE INDEX system_settings_group ON system_settings (els_account, set_group_code);
      `);
    },
  },
];
