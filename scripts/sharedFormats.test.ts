// One visually-hidden style and one date format (issue 24): copies drift apart (one lacked the
// margin, one the clip-path; one history table wrote dates by the locale, 12-hour in English).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The shell's and the plugins' code files (tests and generated files aside), relative to the root. */
function codeFiles(): string[] {
  return ['src', 'plugins']
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'generated')))
    .sort();
}

const filesMatching = (pattern: RegExp) => codeFiles().filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')));

describe('shared formats', () => {
  it('declares the visually-hidden style once (src/plugin-api/visuallyHidden.ts)', () => {
    expect(filesMatching(/clip:\s*['"]rect\(/)).toEqual([path.join('src', 'plugin-api', 'visuallyHidden.ts')]);
  });

  it('writes dates only through formatDateTime (src/core/i18n/format.ts), but for the home greeting in words', () => {
    const localeDates = /intl\.format(Date|Time)\(|<Formatted(Date|Time)\b|toLocale(Date|Time)String\(|new Intl\.DateTimeFormat\(/;
    // "Friday, 27 November 2026" above the home figures is a sentence of the greeting, not a value.
    expect(filesMatching(localeDates)).toEqual([path.join('plugins', 'home', 'HomeBlocks.tsx')]);
    expect(filesMatching(/getFullYear\(\)/)).toEqual([path.join('src', 'core', 'i18n', 'format.ts')]);
  });
});
