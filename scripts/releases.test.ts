import { describe, expect, it } from 'vitest';
import { DEFAULT_KEEP_RELEASES, keepReleases, parseManifest, planRelease, releaseId, type Release } from './releases';

const release = (id: string, files: string[]): Release => ({ id, time: '2026-11-27T00:00:00.000Z', files });
const a = release('aaaa', ['main.aaaaaaaa.js', 'main.aaaaaaaa.js.br', 'page-x.11111111.js']);
const b = release('bbbb', ['main.bbbbbbbb.js', 'page-x.22222222.js']);
const c = release('cccc', ['main.cccccccc.js', 'page-x.33333333.js']);
const d = release('dddd', ['main.dddddddd.js', 'page-x.11111111.js']);

describe('release manifest and pruning', () => {
  it('keeps the previous releases’ hashed files, newest first', () => {
    const plan = planRelease({ releases: [a] }, b, 3, [...a.files, ...b.files, 'index.html']);
    expect(plan.manifest.releases.map((r) => r.id)).toEqual(['bbbb', 'aaaa']);
    expect(plan.remove).toEqual([]);
  });

  it('deletes the hashed files of the release that falls out of the newest N, never one a kept release shares', () => {
    const present = [...new Set([...a.files, ...b.files, ...c.files, ...d.files]), 'index.html', 'version.json', 'bridge-client.js'];
    const plan = planRelease({ releases: [c, b, a] }, d, 3, present);
    expect(plan.manifest.releases.map((r) => r.id)).toEqual(['dddd', 'cccc', 'bbbb']);
    // page-x.11111111.js is A's and D's: it stays; A's main and its brotli copy go.
    expect(plan.remove).toEqual(['main.aaaaaaaa.js', 'main.aaaaaaaa.js.br']);
  });

  it('deletes hashed files no manifest lists (a folder built before manifests), never unhashed ones', () => {
    const plan = planRelease({ releases: [] }, b, 3, ['old.0123abcd.js', 'old.0123abcd.js.gz', 'index.html', 'favicon.svg', ...b.files]);
    expect(plan.remove).toEqual(['old.0123abcd.js', 'old.0123abcd.js.gz']);
  });

  it('moves a rebuilt release to the front instead of listing it twice', () => {
    const plan = planRelease({ releases: [b, a] }, { ...a, time: 'later' }, 3, [...a.files, ...b.files]);
    expect(plan.manifest.releases.map((r) => [r.id, r.time])).toEqual([['aaaa', 'later'], ['bbbb', b.time]]);
  });

  it('keeps only the new release with N = 1', () => {
    expect(planRelease({ releases: [a] }, b, 1, [...a.files, ...b.files]).remove).toEqual(['main.aaaaaaaa.js', 'main.aaaaaaaa.js.br', 'page-x.11111111.js']);
  });

  it('reads N from SRM_KEEP_RELEASES within bounds', () => {
    expect(keepReleases(undefined)).toBe(DEFAULT_KEEP_RELEASES);
    expect(keepReleases('')).toBe(3);
    expect(keepReleases('5')).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'many', '21']) expect(() => keepReleases(bad)).toThrow(/SRM_KEEP_RELEASES/);
  });

  it('reads a broken or hostile manifest as empty or without the bad entries', () => {
    expect(parseManifest(undefined)).toEqual({ releases: [] });
    expect(parseManifest('{not json')).toEqual({ releases: [] });
    expect(parseManifest('{"releases": 3}')).toEqual({ releases: [] });
    const parsed = parseManifest(JSON.stringify({ releases: [{ id: 'ok1', time: 't', files: ['a.12345678.js', '../etc/passwd', 'sub/x.12345678.js', 7] }, { id: '../x', time: 't', files: [] }] }));
    expect(parsed).toEqual({ releases: [{ id: 'ok1', time: 't', files: ['a.12345678.js'] }] });
  });

  it('names a release by its hashed files, ignoring the compressed copies and the order', () => {
    expect(releaseId(['b.22222222.js', 'a.11111111.js', 'a.11111111.js.br'])).toBe(releaseId(['a.11111111.js', 'b.22222222.js']));
    expect(releaseId(['a.11111111.js'])).not.toBe(releaseId(['a.22222222.js']));
    expect(releaseId(['a.11111111.js'])).toMatch(/^[0-9a-f]{16}$/);
  });
});
