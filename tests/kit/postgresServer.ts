// A throwaway PostgreSQL cluster for tests: Debian's PostgreSQL 15 binaries (initdb, pg_ctl) in a
// temporary folder, listening only on 127.0.0.1 on a free port, its unix socket in that folder, no
// fsync (a test's data need not survive a power cut). initdb refuses to run as root: as root the
// binaries run as the `postgres` user (runuser) in a folder owned by it.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../deploy/nginxSite';

export const POSTGRES_BIN = process.env.SRM_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  port: number;
  /** The cluster's folder (data and socket); removed by stop(). */
  dir: string;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  /** Creates a database (optionally a copy of a template database) and answers its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** Runs one statement on the maintenance database `postgres`. */
  query(text: string): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

/** True when the PostgreSQL binaries are installed (Debian's `postgresql` package). */
export function postgresInstalled(): boolean {
  return existsSync(path.join(POSTGRES_BIN, 'initdb')) && existsSync(path.join(POSTGRES_BIN, 'pg_ctl'));
}

const asRoot = process.getuid?.() === 0;

function run(binary: string, args: readonly string[]): void {
  const command = asRoot ? 'runuser' : path.join(POSTGRES_BIN, binary);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(POSTGRES_BIN, binary), ...args] : [...args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
}

const quoteIdent = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
};

/** Starts a fresh cluster; stop() stops it and removes its folder. */
export async function startPostgres(): Promise<PostgresServer> {
  if (!postgresInstalled()) throw new Error(`PostgreSQL is not installed (${POSTGRES_BIN}): apt-get install postgresql`);
  const dir = mkdtempSync(path.join(tmpdir(), 'srm-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  let started = false;
  try {
    run('initdb', ['-D', data, '--no-locale', '-E', 'UTF8', '--auth=trust', '-U', 'postgres', '--no-sync']);
    const options = [`-p ${port}`, `-c listen_addresses=127.0.0.1`, `-c unix_socket_directories=${dir}`, '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=300'].join(' ');
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
    started = true;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    dir,
    url,
    query,
    createDatabase: async (name, template) => {
      await query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`);
      return url(name);
    },
    dropDatabase: async (name) => {
      await query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
    stop: async () => {
      try {
        if (started) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
