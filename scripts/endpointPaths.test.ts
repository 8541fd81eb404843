// A path is written once: in its declaration (src/contract/endpoints). This scans the sources for the
// declared paths in string literals; no production file but the declaration may spell one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract/endpoints';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'server', 'plugins', 'scripts', 'tests'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'generated', 'demo-apps', '.lint-fixtures'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The fixed part of a declared path: up to its first parameter. */
const fixedPart = (declared: string) => declared.split('/:')[0]!;

/** For each declared path, the files whose string literals spell it. */
export function pathOccurrences(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).map((file) => ({
    file: path.relative(ROOT, file),
    literals: [...fs.readFileSync(file, 'utf8').matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)].map((match) => match[0]),
  }));
  const found = new Map<string, string[]>();
  for (const endpoint of Object.values(endpoints)) {
    const fixed = fixedPart(endpoint.path);
    // A literal spells the path when it holds it whole, not as the start of a longer segment.
    const pattern = new RegExp(`${fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
    found.set(endpoint.path, files.filter(({ literals }) => literals.some((literal) => pattern.test(literal))).map(({ file }) => file));
  }
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$|^tests\//.test(file);

/**
 * Production files that still spell a path (or, for a path with parameters, its fixed part, which
 * also catches prefixes and comments-in-strings): to be converted. This list may only shrink.
 */
const NOT_YET_CONVERTED = [
  '/ElsAuthService/dingLoginPost in server/testServer.ts',
  '/ElsAuthService/dingLoginPost in scripts/push.ts',
  '/ElsAuthService/captcha in server/testServer.ts',
  '/user/logout in scripts/push.ts',
  '/dev/sms in server/platform/config.ts',
  '/ElsSysMsgService/send in scripts/push.ts',
  '/CommonAuditService/todoPagelist in src/testing/http.ts',
  '/CommonAuditService/:action in src/core/api/http.ts',
  '/CommonAuditService/:action in src/testing/http.ts',
  '/dictionary/:file in src/contract/index.ts',
  '/dictionary/:file in src/stores/work/dictionaryStore.ts',
  '/dictionary/:file in server/app.ts',
  '/dictionary/:file in server/modules/dictionary/routes.ts',
  '/servlet/downloadServlet in src/core/files/fileUrl.ts',
  '/health in src/contract/index.ts',
  '/health in server/app.ts',
  '/health in server/modules/health/routes.ts',
  '/health in server/platform/static/staticFiles.ts',
  '/dev/captcha/:id in server/platform/config.ts',
  '/dev/captcha/:id in server/testServer.ts',
];

describe('endpoint paths', () => {
  const occurrences = pathOccurrences();

  it('every declared path is spelled in its declaration', () => {
    for (const [declared, files] of occurrences) expect(files.some((file) => file.startsWith('src/contract/endpoints/')), declared).toBe(true);
  });

  it('no production file but the declaration spells a declared path', () => {
    const elsewhere = [...occurrences].flatMap(([declared, files]) => files.filter((file) => !isTest(file) && !file.startsWith('src/contract/endpoints/')).map((file) => `${declared} in ${file}`));
    expect(elsewhere.filter((entry) => !NOT_YET_CONVERTED.includes(entry))).toEqual([]);
  });
});
