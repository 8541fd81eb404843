import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plugins } from '.';
import { PLUGIN_CATALOGUE, PLUGIN_MANIFESTS } from './manifests';
import { checkTopLayer, crossCheck } from '../src/core/config/crossChecks';
import type { LayoutDocument } from '../src/generated/layout';

// Paths from the repository root (where vitest runs).
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.resolve(file), 'utf8'));

describe('the plugin manifests the layout checks use', () => {
  it('list exactly the pages and home blocks of the plugins the shell registers, in the same order (a route or block naming another is refused)', () => {
    const actual = Object.fromEntries(plugins.map((plugin) => [plugin.id, { pages: Object.keys(plugin.pages), blocks: Object.keys(plugin.blocks ?? {}) }]));
    expect(PLUGIN_CATALOGUE).toEqual(actual);
    expect(PLUGIN_MANIFESTS.map((manifest) => manifest.id)).toEqual(plugins.map((plugin) => plugin.id));
  });

  it('let the base document and every tenant file pass the reference checks', () => {
    const base = readJson('config/base/layout.json');
    expect(crossCheck(base as LayoutDocument, PLUGIN_CATALOGUE)).toEqual([]);
    for (const tenant of readdirSync(path.resolve('config/tenants'))) {
      const layers = [
        { kind: 'base' as const, source: 'base', patch: base },
        { kind: 'tenant' as const, source: tenant, patch: readJson(`config/tenants/${tenant}/layout.json`) },
      ];
      expect(checkTopLayer(layers, PLUGIN_CATALOGUE), tenant).toEqual([]);
    }
  });
});
