// Starts the reference server: `npx tsx server/main.ts`. Configuration by environment variables
// (optionsFromEnvironment, listed in server/README.md).
import fs from 'node:fs';
import { DEMO_LOGINS, demoTenantName } from './fixtures/demoLogins.js';
import { buildServer } from './app.js';
import { devEndpointsWarning, optionsFromEnvironment } from './platform/config.js';
import { databaseFile } from './platform/db/database.js';

function envPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8380;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`SRM_PORT must be a port number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const port = envPort(process.env.SRM_PORT);
  const host = process.env.SRM_HOST || '127.0.0.1';
  const options = optionsFromEnvironment(process.env);
  const firstStart = !fs.existsSync(databaseFile(options.dataDir));

  const server = await buildServer(options);
  await server.app.listen({ port, host });

  const shownHost = host.includes(':') ? `[${host}]` : host;
  const lines = [
    '',
    `SRM reference server: http://${shownHost}:${port}/portal/`,
    firstStart ? `Database created and seeded: ${databaseFile(options.dataDir)}` : `Database: ${databaseFile(options.dataDir)}`,
    'Demo logins (account / sub-account / password / role):',
    ...DEMO_LOGINS.map(
      (login) =>
        `  ${login.elsAccount} / ${login.elsSubAccount} / ${login.password} / ${login.permission} (${login.name}, ${login.station}, ${demoTenantName(login.elsAccount)})`,
    ),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  // Loud, and on stderr, for as long as they are on: printed at start and again every hour.
  if (options.devEndpoints) {
    const warn = () => process.stderr.write(`\n${devEndpointsWarning(host)}\n\n`);
    warn();
    setInterval(warn, 3600_000).unref();
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal means the user does not want to wait for open connections.
      process.exit(1);
    }
    stopping = true;
    // Graceful: /ready answers 503 for shutdown.delayMs, push clients are told to reconnect
    // elsewhere (1012), requests in flight get shutdown.graceMs (SrmServer.close, cluster/shutdown.ts).
    const { delayMs, graceMs } = server.ctx.config.shutdown;
    server.app.log.warn(`${signal} received: instance ${server.ctx.config.instance} shutting down (drain ${delayMs} ms, grace ${graceMs} ms)`);
    // Whatever hangs (a database that does not answer its close), the process ends past the bounds.
    setTimeout(() => process.exit(1), delayMs + graceMs + 5000).unref();
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
