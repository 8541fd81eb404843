// Starts the reference server: `npx tsx server/main.ts`. Configuration by environment variables.
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_LOGINS, demoTenantName } from '../src/contract/demoLogins.js';
import { REPO_ROOT, buildServer, type ServerOptions } from './app.js';
import { databaseFile } from './platform/db/database.js';
import { createLayoutPatchValidator } from './platform/shellRules.js';

function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function envPath(name: string): string | undefined {
  const raw = process.env[name];
  return raw ? path.resolve(raw) : undefined;
}

async function main(): Promise<void> {
  const port = envInteger('SRM_PORT') ?? 8380;
  const host = process.env.SRM_HOST || '127.0.0.1';
  const dataDir = envPath('SRM_DATA_DIR') ?? path.join(REPO_ROOT, 'data');
  const firstStart = !fs.existsSync(databaseFile(dataDir));

  const logLevel = (process.env.SRM_LOG_LEVEL ?? 'warn') as 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  const options: ServerOptions = { dataDir, logger: logLevel, validateLayoutPatch: createLayoutPatchValidator() };
  const tokenTtlSeconds = envInteger('SRM_TOKEN_TTL_SECONDS');
  if (tokenTtlSeconds !== undefined) options.tokenTtlSeconds = tokenTtlSeconds;
  const configDir = envPath('SRM_CONFIG_DIR');
  if (configDir !== undefined) options.configDir = configDir;
  const staticDir = envPath('SRM_STATIC_DIR');
  if (staticDir !== undefined) options.staticDir = staticDir;

  const server = await buildServer(options);
  await server.app.listen({ port, host });

  const shownHost = host.includes(':') ? `[${host}]` : host;
  const lines = [
    '',
    `SRM reference server: http://${shownHost}:${port}/portal/`,
    firstStart ? `Database created and seeded: ${databaseFile(dataDir)}` : `Database: ${databaseFile(dataDir)}`,
    'Demo logins (account / sub-account / password / role):',
    ...DEMO_LOGINS.map(
      (login) =>
        `  ${login.elsAccount} / ${login.elsSubAccount} / ${login.password} / ${login.permission} (${login.name}, ${login.station}, ${demoTenantName(login.elsAccount)})`,
    ),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal means the user does not want to wait for open connections.
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
