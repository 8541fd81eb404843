/**
 * `npm run dev`: the reference server (restarted on change) and the rspack dev server with hot
 * reload, which proxies the API, config, demo sub-apps and /mqtt to it. The server runs with the
 * development endpoints on (SRM_DEV_ENDPOINTS=1; it warns loudly), checks every answer against its schema
 * (SRM_CHECK_ANSWERS=1) and listens on loopback unless SRM_HOST says otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', SRM_DEV_ENDPOINTS: '1', SRM_CHECK_ANSWERS: '1', SRM_SOURCE_MAPS: '1' } }),
  spawn('npx', ['rspack', 'serve'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
console.log(`[dev] shell with hot reload: http://127.0.0.1:${process.env.SRM_DEV_PORT ?? 8381}/portal/`);
