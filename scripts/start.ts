/**
 * `npm start`: builds the shell when dist/ is missing or older than its sources, then starts the
 * reference server (which creates and seeds the database on first start and prints the logins).
 * Never with the development endpoints (captcha answers, the SMS inbox): `npm run dev` has them.
 */
import { buildIfStale } from './start-helpers';

if (process.env.SRM_DEV_ENDPOINTS !== undefined) {
  console.warn('[start] SRM_DEV_ENDPOINTS is ignored by `npm start`: the development endpoints stay off (use `npm run dev`).');
  delete process.env.SRM_DEV_ENDPOINTS;
}

if (process.env.SRM_SKIP_BUILD !== '1') {
  try {
    buildIfStale((message) => console.log(`[start] ${message}`));
  } catch (error) {
    console.error(`[start] ${(error as Error).message}`);
    process.exit(1);
  }
}

await import('../server/main');
