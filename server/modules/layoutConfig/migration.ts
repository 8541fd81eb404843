// Stored configurations (layout overlays and other per-user configs).
import type { Migration } from '../../platform/db/steps.js';

export const layoutConfigMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'layout overlays',
    async up(db) {
      await db.exec(`
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
      `);
    },
  },
  {
    version: 4,
    name: 'deployment tenant of layout overlays',
    async up(db) {
      // The deployment tenant (config/tenants/<tenant>) a row was checked against when saved ('' for
      // none): a tenant-wide overlay's frame origins join the CSP of that tenant's pages only.
      await db.exec(`
        ALTER TABLE layout_configs ADD COLUMN deploy_tenant TEXT NOT NULL DEFAULT '';
        CREATE INDEX layout_configs_tenant_wide ON layout_configs (config_type, els_sub_account, deploy_tenant);
      `);
    },
  },
  {
    version: 15,
    name: 'layout overlays belong to a deployment tenant',
    async up(db) {
      // A layout row is one deployment tenant's (src/contract/overlayScope.ts): the same account may
      // keep a tenant-wide overlay for acme and another for globex, so the tenant joins the key. Other
      // config types (table configurations) belong to the user wherever they sign in: ''.
      await db.exec(`
        CREATE TABLE layout_configs_by_tenant (
          uuid TEXT PRIMARY KEY,
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL,
          config_type TEXT NOT NULL,
          config_json TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          deploy_tenant TEXT NOT NULL DEFAULT '',
          UNIQUE (els_account, els_sub_account, to_els_account, config_type, deploy_tenant)
        );
        INSERT INTO layout_configs_by_tenant
          SELECT uuid, els_account, els_sub_account, to_els_account, config_type, config_json, updated_at,
                 CASE WHEN config_type = 'layout' THEN deploy_tenant ELSE '' END
          FROM layout_configs;
        DROP TABLE layout_configs;
        ALTER TABLE layout_configs_by_tenant RENAME TO layout_configs;
        CREATE INDEX layout_configs_tenant_wide ON layout_configs (config_type, els_sub_account, deploy_tenant);
      `);
    },
  },
  {
    version: 16,
    name: 'versions of layout overlays',
    async up(db) {
      // Every write of a layout row records a version of its key (1..n per key); layout_configs stays
      // the row in force. config_json is NULL for a version that deleted the overlay. The rows that
      // exist now become version 1 of their key, written by 'migration'.
      await db.exec(`
        CREATE TABLE layout_versions (
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL,
          config_type TEXT NOT NULL,
          deploy_tenant TEXT NOT NULL,
          version INTEGER NOT NULL CHECK (version >= 1),
          config_json TEXT,
          action TEXT NOT NULL CHECK (action IN ('publish', 'rollback', 'delete')),
          from_version INTEGER,
          note TEXT NOT NULL DEFAULT '',
          author_els_account TEXT NOT NULL,
          author_els_sub_account TEXT NOT NULL,
          author_name TEXT NOT NULL,
          created_at TEXT NOT NULL,
          PRIMARY KEY (els_account, els_sub_account, to_els_account, config_type, deploy_tenant, version)
        );
        INSERT INTO layout_versions
          (els_account, els_sub_account, to_els_account, config_type, deploy_tenant, version, config_json, action, from_version, note,
           author_els_account, author_els_sub_account, author_name, created_at)
          SELECT els_account, els_sub_account, to_els_account, config_type, deploy_tenant, 1, config_json, 'publish', NULL, '',
                 'migration', '', 'migration', updated_at
          FROM layout_configs WHERE config_type = 'layout';
      `);
    },
  },
];
