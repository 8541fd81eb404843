// Approval processes and their nodes (the flow diagram behind the shell's approval-flow dialog).
import type { Migration } from '../../platform/db/steps.js';

export const flowMigrations: readonly Migration[] = [
  {
    version: 3,
    name: 'approval processes and their nodes (flow diagram)',
    async up(db) {
      await db.exec(`
      CREATE TABLE approval_processes (
        process_instance_id TEXT PRIMARY KEY,
        els_account TEXT NOT NULL REFERENCES tenants (els_account),
        business_type TEXT NOT NULL,
        business_id TEXT NOT NULL,
        title TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'approved', 'rejected', 'withdrawn')),
        started_by TEXT NOT NULL,
        started_at TEXT NOT NULL
      );
      CREATE INDEX approval_processes_account ON approval_processes (els_account);

      CREATE TABLE approval_nodes (
        process_instance_id TEXT NOT NULL REFERENCES approval_processes (process_instance_id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        node_name TEXT NOT NULL,
        assignee TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('done', 'current', 'pending', 'rejected', 'skipped')),
        comment TEXT,
        finished_at TEXT,
        PRIMARY KEY (process_instance_id, seq)
      );
    `);
    },
  },
];
