// A throwaway PostgreSQL cluster for tests: Debian's binaries, a temporary folder, one loopback port,
// trust authentication, no fsync (a test's data need not survive a power cut). initdb refuses to run
// as root, so under root the cluster is run by the `postgres` account the package creates.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, stopServer, waitForPort } from '../deploy/nginxSite.js';

const BIN = process.env.SRM_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The command line, run as `postgres` when the test runs as root. */
function command(bin: string, args: readonly string[]): [string, string[]] {
  const full = path.join(BIN, bin);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, [...args]];
}

export function postgresAvailable(): boolean {
  return fs.existsSync(path.join(BIN, 'initdb'));
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const [initCmd, initArgs] = command('initdb', ['-D', data, '--no-locale', '-E', 'UTF8', '--auth=trust', '-U', 'postgres', '--no-sync']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [cmd, args] = command('postgres', [
    '-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-4000)));
  await waitForPort(port, 'postgres', () => (child.exitCode === null ? undefined : `code ${child.exitCode}: ${log}`));
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  // The port answers before the cluster takes connections: ask until it does.
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      const client = new pg.Client({ connectionString: url() });
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => undefined);
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    }
  };
  await admin(async () => undefined);
  const ident = (name: string) => {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    return name;
  };
  return {
    port,
    dir,
    url,
    createDatabase: (name, template) =>
      admin(async (client) => {
        await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
      }),
    dropDatabase: (name) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
      }),
    stop: () => stopServer(child, dir),
  };
}
