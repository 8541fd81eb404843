// `npm start` and the e2e setup build when dist/ is stale: the shell's page and the demo sub-apps'
// scripts are both files of the build, and an edit to either one's sources makes it stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_APP_FILES } from '../server/demo-apps/entries';
import { needsBuild } from './start-helpers';

const FILES = ['index.html', ...DEMO_APP_FILES];

describe('needsBuild', () => {
  let dist: string;
  const before = process.env.SRM_DIST_DIR;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-dist-'));
    process.env.SRM_DIST_DIR = dist;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.SRM_DIST_DIR;
    else process.env.SRM_DIST_DIR = before;
    fs.rmSync(dist, { recursive: true, force: true });
  });
  /** Writes the build's files, newer than every source (or as old as the demo sub-apps' newest source). */
  const build = (files: readonly string[], time = new Date(Date.now() + 3_600_000)) => {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), '');
      fs.utimesSync(path.join(dist, file), time, time);
    }
  };

  it('is false for a build newer than its sources, with the demo sub-apps scripts', () => {
    build(FILES);
    expect(needsBuild()).toBe(false);
  });

  it('is true when a demo sub-app script is missing (a dist/ of an older build)', () => {
    expect(FILES).toContain('subapps/flow/flow.js');
    build(FILES.filter((file) => file !== 'subapps/flow/flow.js'));
    expect(needsBuild()).toBe(true);
  });

  it("is true when a demo sub-app's source is newer than the build", () => {
    // A repository of its own: the build config and one source of the demo sub-apps.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-root-'));
    try {
      const old = new Date(Date.now() - 7_200_000);
      fs.writeFileSync(path.join(root, 'rspack.config.ts'), '');
      fs.utimesSync(path.join(root, 'rspack.config.ts'), old, old);
      fs.mkdirSync(path.join(root, 'server/demo-apps/src/demo'), { recursive: true });
      fs.writeFileSync(path.join(root, 'server/demo-apps/src/demo/main.ts'), '');
      fs.utimesSync(path.join(root, 'server/demo-apps/src/demo/main.ts'), old, old);
      build(FILES, new Date(Date.now() - 3_600_000));
      expect(needsBuild(root)).toBe(false);
      fs.utimesSync(path.join(root, 'server/demo-apps/src/demo/main.ts'), new Date(), new Date());
      expect(needsBuild(root)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
