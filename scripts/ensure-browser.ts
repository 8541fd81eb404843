/**
 * The first step of `npm test`: makes sure the end-to-end tests have their browser before anything
 * runs, so that a machine without Chromium does not run every check only to fail every end-to-end
 * file at the browser's launch.
 *
 *   npx tsx scripts/ensure-browser.ts
 *
 * Finds CHROMIUM_PATH (when set) or Debian's /usr/bin/chromium; else, when running as root where
 * apt-get is there, installs Debian's `chromium` package; else exits 1 with one line naming the
 * command to run. The harness launches the same path (tests/e2e/harness.ts, browserPath).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runAsMain } from './runAsMain';

/** Debian's Chromium, as its `chromium` package installs it. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const APT_GET = '/usr/bin/apt-get';
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** The browser the end-to-end tests launch: CHROMIUM_PATH, else Debian's. */
export function browserPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
}

export interface BrowserFacts {
  env: Readonly<Record<string, string | undefined>>;
  exists(path: string): boolean;
  /** Whether the process runs as root (may install packages). */
  isRoot: boolean;
}

export type BrowserDecision = { kind: 'found'; path: string } | { kind: 'install'; path: string; command: string } | { kind: 'missing'; message: string };

/** What to do about the browser: use it, install Debian's package, or stop with one line. */
export function decideBrowser(facts: BrowserFacts): BrowserDecision {
  const path = browserPath(facts.env);
  if (facts.exists(path)) return { kind: 'found', path };
  if (facts.env.CHROMIUM_PATH?.trim()) {
    return { kind: 'missing', message: `[e2e] CHROMIUM_PATH=${path} does not exist: point it at a Chromium or unset it to use Debian's (${INSTALL_COMMAND})` };
  }
  const hasApt = facts.exists(APT_GET);
  if (facts.isRoot && hasApt) return { kind: 'install', path, command: INSTALL_COMMAND };
  if (hasApt) return { kind: 'missing', message: `[e2e] no Chromium at ${path}: run \`sudo apt-get update && sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then npm test` };
  return { kind: 'missing', message: `[e2e] no Chromium at ${path}: install Chromium and set CHROMIUM_PATH to it, then npm test` };
}

runAsMain(import.meta.url, async (_args, io) => {
  const facts: BrowserFacts = { env: process.env, exists: existsSync, isRoot: process.getuid?.() === 0 };
  const decision = decideBrowser(facts);
  if (decision.kind === 'found') return 0;
  if (decision.kind === 'missing') {
    io.err(decision.message);
    return 1;
  }
  io.out(`[e2e] no Chromium at ${decision.path}: installing Debian's package (${decision.command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync(APT_GET, args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      io.err(`[e2e] apt-get ${args[0]} failed (exit ${result.status ?? result.signal}): run \`${decision.command}\` by hand, then npm test`);
      return 1;
    }
  }
  if (!existsSync(decision.path)) {
    io.err(`[e2e] Debian's chromium package did not install ${decision.path}: set CHROMIUM_PATH to the browser, then npm test`);
    return 1;
  }
  return 0;
});
