// The menu tree per tenant.
import type { Migration } from '../../platform/db/steps.js';

export const menuMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'menus',
    async up(db) {
      await db.exec(`
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
      `);
    },
  },
];
