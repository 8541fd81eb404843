// Global setup of the server tests on PostgreSQL (npm run test:pg: SRM_TEST_DATABASE=postgres): one
// throwaway cluster for the run, and one template database migrated and seeded by the real code
// (server/testTemplate.ts: openDatabase + runSeeds, as a server start does). startTestServer
// (server/testServer.ts) gives each test server its own copy: CREATE DATABASE t_… TEMPLATE srm_template, dropped in dispose().
// The seeds also write files into the data dir (stored files): the template's data dir is copied too.
// Without SRM_TEST_DATABASE=postgres this does nothing: the tests run on SQLite files as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedTemplate } from '../../server/testTemplate';
import { startPostgres, type PostgresServer } from './postgresServer';

export const TEMPLATE_DATABASE = 'srm_template';

/** What the workers receive (vitest's provide/inject). */
export interface TestPostgres {
  /** postgres://…/ without the database name. */
  baseUrl: string;
  template: string;
  /** The template's data dir (stored files written by the seeds). */
  templateDataDir: string;
  /** Why the template could not be built (a module's seed still on the SQLite-only handle), if so. */
  templateError?: string;
  /** Milliseconds the template took to build (migrations + seeds). */
  templateMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    srmPostgres: TestPostgres | null;
  }
}

export const usePostgres = (): boolean => process.env.SRM_TEST_DATABASE === 'postgres';

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!usePostgres()) {
    project.provide('srmPostgres', null);
    return undefined;
  }
  const server: PostgresServer = await startPostgres();
  const templateDataDir = mkdtempSync(path.join(tmpdir(), 'srm-pg-template-'));
  const started = Date.now();
  let templateError: string | undefined;
  try {
    await server.createDatabase(TEMPLATE_DATABASE);
    await seedTemplate(templateDataDir, server.url(TEMPLATE_DATABASE));
  } catch (error) {
    templateError = error instanceof Error ? error.message : String(error);
  }
  const templateMs = Date.now() - started;
  console.log(`[test:pg] PostgreSQL on 127.0.0.1:${server.port}; template ${TEMPLATE_DATABASE} ${templateError ? `FAILED: ${templateError}` : `built in ${templateMs} ms`}`);
  project.provide('srmPostgres', { baseUrl: server.url(''), template: TEMPLATE_DATABASE, templateDataDir, templateMs, ...(templateError ? { templateError } : {}) });
  return async () => {
    await server.stop();
    rmSync(templateDataDir, { recursive: true, force: true });
  };
}
