import { describe, expect, it } from 'vitest';
import { APT_GET, DEFAULT_CHROMIUM, browserPath, decideBrowser } from './ensure-browser';

const facts = (present: string[], options: { env?: Record<string, string>; isRoot?: boolean } = {}) => ({
  env: options.env ?? {},
  exists: (path: string) => present.includes(path),
  isRoot: options.isRoot ?? false,
});

describe('ensure-browser: what npm test does about Chromium before its first check', () => {
  it("uses Debian's Chromium, or CHROMIUM_PATH when set", () => {
    expect(decideBrowser(facts([DEFAULT_CHROMIUM]))).toEqual({ kind: 'found', path: DEFAULT_CHROMIUM });
    expect(decideBrowser(facts(['/opt/chrome/chrome'], { env: { CHROMIUM_PATH: '/opt/chrome/chrome' } }))).toEqual({ kind: 'found', path: '/opt/chrome/chrome' });
    expect(browserPath({ CHROMIUM_PATH: ' ' })).toBe(DEFAULT_CHROMIUM);
  });

  it("installs Debian's chromium package as root where apt-get is there", () => {
    expect(decideBrowser(facts([APT_GET], { isRoot: true }))).toEqual({ kind: 'install', path: DEFAULT_CHROMIUM, command: 'apt-get update && apt-get install -y chromium' });
  });

  it('stops with one line naming the command to run otherwise', () => {
    const asUser = decideBrowser(facts([APT_GET]));
    expect(asUser).toEqual({ kind: 'missing', message: expect.stringContaining('sudo apt-get install -y chromium') });
    const noApt = decideBrowser(facts([], { isRoot: true }));
    expect(noApt).toEqual({ kind: 'missing', message: expect.stringContaining('CHROMIUM_PATH') });
    // A CHROMIUM_PATH that names nothing is never replaced by an installed package.
    const wrongPath = decideBrowser(facts([APT_GET, DEFAULT_CHROMIUM], { env: { CHROMIUM_PATH: '/nowhere/chrome' }, isRoot: true }));
    expect(wrongPath).toEqual({ kind: 'missing', message: expect.stringContaining('CHROMIUM_PATH=/nowhere/chrome does not exist') });
    for (const decision of [asUser, noApt, wrongPath]) if (decision.kind === 'missing') expect(decision.message).not.toContain('\n');
  });
});
