// Server instances as an operator runs them: `tsx server/main.ts` child processes, configured by the
// environment (SRM_PORT, SRM_INSTANCE, SRM_DATABASE_URL, SRM_REDIS_URL, SRM_TRUST_PROXY,
// SRM_TRUSTED_PROXIES, SRM_STATIC_DIR), each with its own data dir. They can be killed (SIGKILL, as a
// crashed machine) and started again on the same port with the same settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/app';
import { waitForPort } from '../deploy/nginxSite';

export interface InstanceSettings {
  name: string;
  port: number;
  /** postgres://… (absent: a SQLite file in the instance's own data dir, for debugging one instance). */
  databaseUrl?: string;
  /** redis://… (absent: nothing shared). */
  redisUrl?: string;
  /** The built shell. */
  staticDir: string;
  /** A data dir shared by the instances (stored files), else one of its own. */
  dataDir?: string;
  extraEnv?: Readonly<Record<string, string>>;
}

export interface Instance {
  name: string;
  port: number;
  /** host:port, for nginx's upstream. */
  address: string;
  /** The process's output so far (for a failing test's message). */
  log(): string;
  /** Running (started and not exited). */
  running(): boolean;
  /** SIGKILL: no drain, no goodbye, as a machine that died. Waits for the exit. */
  kill(): Promise<void>;
  /** Starts it again with the same settings and waits until it listens. */
  restart(): Promise<void>;
  /** SIGTERM (graceful shutdown), then its folder removed. */
  stop(): Promise<void>;
}

// Node itself with tsx's loader, not the tsx binary: tsx runs the program in a child process, so a
// SIGKILL to tsx would leave the server running (a signal that cannot be forwarded).
// SRM_PROFILE_DIR=<folder>: each instance writes a V8 CPU profile there when it ends (node --cpu-prof,
// which NODE_OPTIONS does not take), as the scale bench's profile of the server under load was made.
const PROFILE_ARGS = process.env.SRM_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SRM_PROFILE_DIR}`] : [];
const NODE_ARGS = [...PROFILE_ARGS, '--import', 'tsx', 'server/main.ts'];
const START_MS = 120_000;

export async function startInstance(settings: InstanceSettings): Promise<Instance> {
  const ownDir = settings.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), `srm-${settings.name}-`));
  const dataDir = settings.dataDir ?? (ownDir as string);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SRM_PORT: String(settings.port),
    SRM_HOST: '127.0.0.1',
    SRM_INSTANCE: settings.name,
    SRM_DATA_DIR: dataDir,
    SRM_STATIC_DIR: settings.staticDir,
    SRM_TRUST_PROXY: '1',
    SRM_TRUSTED_PROXIES: '127.0.0.1',
    SRM_LOG_LEVEL: 'warn',
    ...(settings.databaseUrl ? { SRM_DATABASE_URL: settings.databaseUrl } : {}),
    ...(settings.redisUrl ? { SRM_REDIS_URL: settings.redisUrl } : {}),
    ...settings.extraEnv,
  };
  let child: ChildProcess;
  let output = '';
  const launch = async () => {
    output = '';
    child = spawn(process.execPath, NODE_ARGS, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const failure = () => (child.exitCode === null && child.signalCode === null ? undefined : `(${child.exitCode ?? child.signalCode}) ${output}`);
    // A first start migrates and seeds (thousands of messages): up to START_MS on a busy machine.
    const deadline = Date.now() + START_MS;
    for (;;) {
      try {
        await waitForPort(settings.port, `instance ${settings.name}`, failure);
        return;
      } catch (error) {
        if (failure() !== undefined || Date.now() > deadline) throw error;
      }
    }
  };
  const ended = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    return exited;
  };
  await launch();
  return {
    name: settings.name,
    port: settings.port,
    address: `127.0.0.1:${settings.port}`,
    log: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: () => ended('SIGKILL'),
    restart: launch,
    stop: async () => {
      await ended('SIGTERM');
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
