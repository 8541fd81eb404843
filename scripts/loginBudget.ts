/**
 * The build-time budget of the login route (issue 13), run by `npm run build` after the login page
 * is prerendered (rspack.config.ts → scripts/prerender-login.tsx). Sizes are brotli, as sent.
 *
 * What counts:
 * - before the login form is usable (budget BEFORE_USABLE_BUDGET_KB, 120 KB): the document
 *   (index.html with the prerendered form, its inline CSS and the inline gate script) and every
 *   style sheet or script index.html loads that blocks rendering (a <link rel="stylesheet">, a
 *   <script src> without defer or async). Deferred scripts do not count here: the form paints and
 *   takes typing before they run.
 * - until the login page is interactive (budget INTERACTIVE_BUDGET_KB): the above plus the entry's
 *   scripts and style sheets (framework, vendor, main, Griffel's styles) and the files of the login
 *   page's chunk group.
 *   This one guards against a regression of what the sign-in button waits for.
 *
 * The build fails (exit 1) when either is exceeded.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

export const BEFORE_USABLE_BUDGET_KB = 120;
export const INTERACTIVE_BUDGET_KB = 340;

export type AssetRole = 'document' | 'blocking' | 'deferred' | 'login page';

export interface BudgetAsset {
  file: string;
  role: AssetRole;
  brotliBytes: number;
}

export interface BudgetReport {
  beforeUsableKB: number;
  interactiveKB: number;
  ok: boolean;
  lines: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The scripts and style sheets index.html names, each as blocking or deferred. */
export function documentAssets(html: string): { file: string; role: 'blocking' | 'deferred' }[] {
  const assets: { file: string; role: 'blocking' | 'deferred' }[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)) {
    const attributes = match[0];
    assets.push({ file: match[2]!, role: /\s(?:defer|async)\b|type="module"/.test(attributes) ? 'deferred' : 'blocking' });
  }
  // The prerendered page's gate starts the app's scripts and style sheets after the first paint (scripts/prerenderHtml.ts).
  const gate = /<script data-srm-gate>[\s\S]*?var q=(\[[^\]]*\]),y=(\[[^\]]*\])/.exec(html);
  if (gate) for (const list of [gate[1]!, gate[2]!]) for (const file of JSON.parse(list) as string[]) assets.push({ file, role: 'deferred' });
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="stylesheet"/.test(tag)) assets.push({ file: href, role: 'blocking' });
  }
  return assets;
}

/** Judges a list of assets against the two budgets. */
export function judgeLoginBudget(assets: readonly BudgetAsset[], budgets = { beforeUsableKB: BEFORE_USABLE_BUDGET_KB, interactiveKB: INTERACTIVE_BUDGET_KB }): BudgetReport {
  const sum = (roles: AssetRole[]) => assets.filter((asset) => roles.includes(asset.role)).reduce((total, asset) => total + asset.brotliBytes, 0);
  const beforeUsableKB = kb(sum(['document', 'blocking']));
  const interactiveKB = kb(sum(['document', 'blocking', 'deferred', 'login page']));
  const usableOk = beforeUsableKB <= budgets.beforeUsableKB;
  const interactiveOk = interactiveKB <= budgets.interactiveKB;
  const lines = [
    ...assets.map((asset) => `  ${asset.role.padEnd(10)} ${String(kb(asset.brotliBytes)).padStart(7)} KB  ${asset.file}`),
    `  before the login form is usable: ${beforeUsableKB} KB brotli (budget ${budgets.beforeUsableKB} KB) ${usableOk ? 'ok' : 'EXCEEDED'}`,
    `  until the login page is interactive: ${interactiveKB} KB brotli (budget ${budgets.interactiveKB} KB) ${interactiveOk ? 'ok' : 'EXCEEDED'}`,
  ];
  return { beforeUsableKB, interactiveKB, ok: usableOk && interactiveOk, lines };
}

/** The brotli size of a built file: its .br copy, else the file compressed here. */
function brotliSize(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return brotliCompressSync(readFileSync(full), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The login route's assets in a build folder: index.html's, and the login page's chunk group files. */
export function loginRouteAssets(distDir: string, loginPageFiles: readonly string[]): BudgetAsset[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const fromDocument = documentAssets(html);
  const named = new Set(fromDocument.map((asset) => asset.file));
  return [
    { file: 'index.html', role: 'document' as const, brotliBytes: brotliSize(distDir, 'index.html') },
    ...fromDocument.map((asset) => ({ ...asset, brotliBytes: brotliSize(distDir, asset.file) })),
    ...loginPageFiles
      .filter((file) => /\.(?:js|css)$/.test(file) && !named.has(file))
      .map((file) => ({ file, role: 'login page' as const, brotliBytes: brotliSize(distDir, file) })),
  ];
}
