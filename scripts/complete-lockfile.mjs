#!/usr/bin/env node
/**
 * Makes package-lock.json usable by `npm ci` on every platform when the registry in use serves
 * only this machine's platform packages (here: linux). npm then leaves the other platforms'
 * optional binaries (@rspack/binding-darwin-arm64, @rollup/rollup-win32-x64-msvc, …) out of the
 * lockfile, and `npm ci` refuses with "Missing: … from lock file". This adds an entry for each
 * missing optional dependency with the os/cpu/libc its name states, so npm skips it on other
 * platforms and fetches it on its own. Run after changing dependencies: `npm run lock:complete`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split(/[-_.]/);
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  if (!os && !cpu) return undefined;
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(os ? { os: [os] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its parent first, then at the top level.
    const nested = `${location}/node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[top]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[top] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
