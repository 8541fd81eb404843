/**
 * `npm start`: builds the shell when dist/ is missing or older than its sources, then starts the
 * reference server (which creates and seeds the database on first start and prints the logins).
 */
import { spawnSync } from 'node:child_process';
import { needsBuild, ROOT } from './start-helpers';

if (process.env.SRM_SKIP_BUILD !== '1' && needsBuild()) {
  console.log('[start] building the shell (dist/ is missing or stale)…');
  const result = spawnSync('npx', ['rspack', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../server/main');
