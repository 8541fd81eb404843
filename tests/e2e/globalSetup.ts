import { existsSync } from 'node:fs';
import { buildIfStale } from '../../scripts/start-helpers';
import { decideBrowser } from '../../scripts/ensure-browser';

/**
 * Stops before the first test when the browser is missing (one line naming what to run; `npm test`
 * runs scripts/ensure-browser.ts first, which installs it where it can), then builds the shell once
 * when dist/ is missing or older than its sources.
 */
export function setup(): void {
  const browser = decideBrowser({ env: process.env, exists: existsSync, isRoot: process.getuid?.() === 0 });
  if (browser.kind !== 'found') throw new Error(browser.kind === 'missing' ? browser.message : `[e2e] no Chromium at ${browser.path}: run npx tsx scripts/ensure-browser.ts (it runs \`${browser.command}\`), then the tests`);
  buildIfStale();
}
