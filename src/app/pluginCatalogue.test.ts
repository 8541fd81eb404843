import { describe, expect, it } from 'vitest';
import { plugins } from '../../plugins';
import { PLUGIN_CATALOGUE } from '../core/config/pluginCatalogue';

describe('the plugin catalogue the layout checks use', () => {
  it('lists exactly the pages and home blocks of the plugins the shell registers (a route or block naming another is refused)', () => {
    const actual = Object.fromEntries(plugins.map((plugin) => [plugin.id, { pages: Object.keys(plugin.pages), blocks: Object.keys(plugin.blocks ?? {}) }]));
    expect(PLUGIN_CATALOGUE).toEqual(actual);
  });
});
