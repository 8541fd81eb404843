// No class or component over 300 lines in the stores, the shell and the plugins (issue 24): a class
// that grows past it holds more than one job, and a component past it is logic that belongs in a model.
// Data tables (message catalogues) are not code and are left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 300;
const DATA_TABLES = [/(^|\/)messages(\/[^/]+)?\.ts$/, /(^|\/)workMessages\.ts$/];

function codeFiles(): string[] {
  return ['src/stores', 'src/shell', 'plugins']
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !DATA_TABLES.some((pattern) => pattern.test(file)))
    .sort();
}

/** The top-level classes of a file with their length in lines (from `class` to its closing brace at column 0). */
function classLengths(text: string): Array<{ name: string; lines: number }> {
  const lines = text.split('\n');
  const found: Array<{ name: string; lines: number }> = [];
  lines.forEach((line, index) => {
    const match = /^(?:export )?(?:abstract )?class (\w+)/.exec(line);
    if (!match) return;
    const end = lines.findIndex((candidate, at) => at > index && candidate.startsWith('}'));
    found.push({ name: match[1]!, lines: (end < 0 ? lines.length : end) - index + 1 });
  });
  return found;
}

describe('size limits', () => {
  it('measures a class from its line to its closing brace', () => {
    expect(classLengths('export class A {\n  a = 1;\n}\nclass B {\n}\n')).toEqual([
      { name: 'A', lines: 3 },
      { name: 'B', lines: 2 },
    ]);
  });

  it(`keeps every class and every component file of src/stores, src/shell and plugins within ${LIMIT} lines`, () => {
    const files = codeFiles();
    // The scan reads the tree (the stores alone are over 40 files).
    expect(files.length).toBeGreaterThan(150);
    const over: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const { name, lines } of classLengths(text)) if (lines > LIMIT) over.push(`${file}: class ${name} has ${lines} lines`);
      const fileLines = text.split('\n').length - 1;
      if (file.endsWith('.tsx') && fileLines > LIMIT) over.push(`${file}: ${fileLines} lines`);
    }
    expect(over).toEqual([]);
  });
});
