import { spawnSync } from 'node:child_process';
import { needsBuild } from '../../scripts/start-helpers';

/** Builds the shell once when dist/ is missing or older than its sources. */
export function setup(): void {
  if (!needsBuild()) return;
  const result = spawnSync('npx', ['rspack', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('rspack build failed');
}
