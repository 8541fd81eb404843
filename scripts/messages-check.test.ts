import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMessagesCheck, serverMessageProblems } from './messages-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'messages-check-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const PAGE = `import { defineMessages, useIntl } from 'react-intl';
const KINDS = defineMessages({ a: { id: 'i18n_kind_a' } });
export function Page() {
  const intl = useIntl();
  return intl.formatMessage({ id: 'i18n_title' }) + intl.formatMessage(KINDS.a, {});
}
`;

type Messages = Record<string, Record<string, string>>;
const GOOD: Messages = {
  zh_cn: { i18n_title: '标题', i18n_kind_a: '甲', i18n_menu_x: '菜单' },
  en: { i18n_title: 'Title', i18n_kind_a: 'A', i18n_menu_x: 'Menu' },
};

/** A fixture folder: code/Page.tsx, catalogues.json, config/layout.json (naming i18n_menu_x); runs the check over it. */
async function fixture(name: string, messages: Messages, page = PAGE) {
  const folder = path.join(dir, name);
  await mkdir(path.join(folder, 'code'), { recursive: true });
  await mkdir(path.join(folder, 'config'), { recursive: true });
  await writeFile(path.join(folder, 'code/Page.tsx'), page);
  await writeFile(path.join(folder, 'catalogues.json'), JSON.stringify([{ source: 'fixture/messages.ts', messages }]));
  await writeFile(path.join(folder, 'config/layout.json'), JSON.stringify({ menu: { x: { label: 'i18n_menu_x' } } }));
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMessagesCheck(['--code=code', '--catalogues=catalogues.json', '--layouts=config'], { out: (l) => out.push(l), err: (l) => err.push(l), cwd: folder });
  return { code, out, err };
}

describe('messages:check', () => {
  it('passes when every used id has both languages and every message is used (code, defineMessages, layout labels)', async () => {
    const result = await fixture('good', GOOD);
    expect(result.out.at(-1)).toMatch(/^OK messages: 1 code files, 2 ids used in code, 3 messages/);
    expect(result.code).toBe(0);
  });

  it('fails on an id the code uses that a language lacks, naming the file, id and rule', async () => {
    const result = await fixture('missing', { zh_cn: GOOD.zh_cn!, en: { i18n_kind_a: 'A', i18n_menu_x: 'Menu' } });
    expect(result.code).toBe(1);
    expect(result.out).toContain('code/Page.tsx:5: i18n_title: missing: used in code but no catalogue has a en message');
    expect(result.out).toContain('fixture/messages.ts: i18n_title: oneLanguage: no en message (the other languages have one)');
    expect(result.err[0]).toMatch(/^messages:check: 2 problem\(s\)/);
  });

  it('fails on a message nothing uses', async () => {
    const result = await fixture('unused', { zh_cn: { ...GOOD.zh_cn, i18n_old: '旧' }, en: { ...GOOD.en, i18n_old: 'Old' } });
    expect(result.code).toBe(1);
    expect(result.out).toEqual(['fixture/messages.ts: i18n_old: unused: no code, layout label or server data uses this message; remove it or use it']);
  });

  it('fails on a message whose ICU syntax does not parse, and on languages that take different arguments', async () => {
    const result = await fixture('icu', { zh_cn: { ...GOOD.zh_cn, i18n_title: '标题 {count' }, en: { ...GOOD.en, i18n_kind_a: 'A {name}' } });
    expect(result.code).toBe(1);
    expect(result.out.some((line) => line.startsWith('fixture/messages.ts: i18n_title: icuSyntax: zh_cn message does not parse'))).toBe(true);
    expect(result.out).toContain('fixture/messages.ts: i18n_kind_a: arguments: zh_cn takes {}, en takes {name}');
  });

  it('fails on an id that is not a string literal (the check could not see it)', async () => {
    const page = PAGE.replace("intl.formatMessage({ id: 'i18n_title' })", "intl.formatMessage({ id: `i18n_${'title'}` })");
    const result = await fixture('dynamic', GOOD, page);
    expect(result.code).toBe(1);
    expect(result.out.some((line) => /^code\/Page\.tsx:5: \(dynamic\): dynamicId: /.test(line))).toBe(true);
  });

  it('fails on a remote translation file the shell would refuse or an entry it would leave out', async () => {
    const folder = path.join(dir, 'remote');
    await mkdir(path.join(folder, 'i18n'), { recursive: true });
    await writeFile(path.join(folder, 'catalogues.json'), JSON.stringify([{ source: 'fixture/messages.ts', messages: { zh_cn: {}, en: {} } }]));
    await writeFile(path.join(folder, 'i18n/en.json'), '{"i18n_a": "A",');
    await writeFile(path.join(folder, 'i18n/zh_cn.json'), JSON.stringify({ i18n_b: 'broken {x', i18n_c: '丙' }));
    const out: string[] = [];
    const code = await runMessagesCheck(['--catalogues=catalogues.json', '--translations=i18n'], { out: (l) => out.push(l), err: () => undefined, cwd: folder });
    expect(code).toBe(1);
    expect(out[0]).toMatch(/^i18n\/en\.json: \(file\): remoteFile: the shell would refuse the file: syntax: /);
    expect(out[1]).toMatch(/^i18n\/zh_cn\.json: i18n_b: remoteFile: the shell would leave the entry out: ICU syntax: /);
    expect(out[2]).toBe('i18n/zh_cn.json: i18n_c: remoteFile: no catalogue has a zh_cn message with this id to replace');
  });

  it("checks the server's message texts as ICU: syntax, both languages, the same arguments", () => {
    expect(serverMessageProblems()).toEqual([]);
    const problems = serverMessageProblems({
      'x.broken': { zh_cn: '坏 {detail', en: 'Broken {detail}' },
      'x.arguments': { zh_cn: '{count} 个', en: '{count, plural, one {# item} other {# items}} in {place}' },
      'x.fine': { zh_cn: '{count, plural, other {# 个}}', en: "{count, plural, one {# item} other {# items}} in the user's list" },
    });
    expect(problems.map((problem) => `${problem.file}: ${problem.id}: ${problem.rule}`)).toEqual([
      'src/contract/messages.ts: x.arguments: arguments',
      'src/contract/messages.ts: x.broken: icuSyntax',
    ]);
  });

  it('passes on the real tree, as npm test runs it', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runMessagesCheck([], { out: (l) => out.push(l), err: (l) => err.push(l), cwd: root });
    expect(err).toEqual([]);
    expect(out).toEqual([expect.stringMatching(/^OK messages: \d+ code files, \d+ ids used in code, \d+ messages in \d+ catalogues$/)]);
    expect(code).toBe(0);
  });
});
