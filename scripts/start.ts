/**
 * `npm start`: builds the shell when dist/ is missing or older than its sources, then starts the
 * reference server (which creates and seeds the database on first start and prints the logins).
 */
import { buildIfStale } from './start-helpers';

if (process.env.SRM_SKIP_BUILD !== '1') {
  try {
    buildIfStale((message) => console.log(`[start] ${message}`));
  } catch (error) {
    console.error(`[start] ${(error as Error).message}`);
    process.exit(1);
  }
}

await import('../server/main');
