// The platform's own tables: server secrets and the record of seed steps.
import type { Migration } from './steps.js';

export const dbMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'server secrets, seed record',
    async up(db) {
      await db.exec(`
        -- Server-generated secrets (the JWT signing key) live in the database so a restart keeps tokens valid.
        CREATE TABLE app_secrets (
          name TEXT PRIMARY KEY,
          value TEXT NOT NULL,
          created_at TEXT NOT NULL
        );

        -- Demo data steps already run (server/platform/db/steps.ts), so a restart never seeds twice.
        CREATE TABLE seed_runs (
          version INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          applied_at TEXT NOT NULL
        );
      `);
    },
  },
];
