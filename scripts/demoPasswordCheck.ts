/**
 * The build's check that no demo password ships (issue 24), run by `npm run build` after the login
 * page is prerendered (rspack.config.ts → DemoPasswordCheckPlugin):
 *
 *   npx tsx scripts/demoPasswordCheck.ts <dist dir>
 *
 * The demo accounts live in the server's fixtures (server/fixtures/demoLogins.ts) and in tests; the
 * shell never needs them. Every file of the build is read (precompressed .br and .gz files
 * decompressed, source maps included), and each that contains a demo password is named.
 * Exit code: 0 none found, 1 a password is in the build, 2 usage error or an unreadable folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO_LOGINS } from '../server/fixtures/demoLogins';
import { runAsMain, type CheckIo } from './runAsMain';

/** The passwords of the seeded demo accounts, each once. */
export function demoPasswords(): string[] {
  return [...new Set(DEMO_LOGINS.map((login) => login.password))];
}

/** A file's text as served: precompressed copies are read decompressed. */
function servedText(file: string): string {
  const raw = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(raw).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

export interface Leak {
  /** The file, relative to the build folder. */
  file: string;
  secret: string;
}

/** Every file under `distDir` that contains one of `secrets`, with the secret it contains. */
export function findSecrets(distDir: string, secrets: readonly string[]): Leak[] {
  const leaks: Leak[] = [];
  const files = readdirSync(distDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const text = servedText(file);
    for (const secret of secrets) if (text.includes(secret)) leaks.push({ file: path.relative(distDir, file), secret });
  }
  return leaks;
}

/** Runs the check over a build folder; returns the exit code. */
export async function runDemoPasswordCheck(args: readonly string[], io: CheckIo): Promise<number> {
  if (args.length !== 1) {
    io.err('usage: npx tsx scripts/demoPasswordCheck.ts <dist dir>');
    return 2;
  }
  const distDir = path.resolve(io.cwd ?? process.cwd(), args[0]!);
  let leaks: Leak[];
  try {
    leaks = findSecrets(distDir, demoPasswords());
  } catch (error) {
    io.err(`cannot read the build ${distDir}: ${(error as Error).message}`);
    return 2;
  }
  // The password itself is not printed: the log of a build is read by more people than its fixtures.
  const files = [...new Set(leaks.map((leak) => leak.file))];
  for (const file of files) io.out(`${file}: contains the password of a demo account (server/fixtures/demoLogins.ts)`);
  if (files.length > 0) {
    io.err(`demo password check: ${files.length} file(s) of the build contain a demo password; the shell must not import server/fixtures`);
    return 1;
  }
  io.out('OK demo passwords: none in the build');
  return 0;
}

runAsMain(import.meta.url, runDemoPasswordCheck);
