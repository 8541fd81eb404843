// Global setup of the runs that start test servers on SQLite (the server project, the end-to-end and
// deployment tests): one data dir migrated and seeded once per run by the real code
// (server/testTemplate.ts), which startTestServer and the e2e harness copy into each fresh data dir
// instead of seeding ≈12,700 rows and the stored files again. Under npm run test:pg
// (SRM_TEST_DATABASE=postgres) the test servers copy the PostgreSQL template instead
// (postgresGlobalSetup.ts): nothing is built here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSqliteTemplate, type SeededTemplate } from '../../server/testTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded SQLite data dir; null under test:pg. */
    srmSqliteTemplate: SeededTemplate | null;
  }
}

export async function setup(project: TestProject): Promise<() => void> {
  if (process.env.SRM_TEST_DATABASE === 'postgres') {
    project.provide('srmSqliteTemplate', null);
    return () => undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srm-sqlite-template-'));
  try {
    project.provide('srmSqliteTemplate', await buildSqliteTemplate(dataDir));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(dataDir, { recursive: true, force: true });
}
