import { describe, expect, it } from 'vitest';
import { hashShowsPath, homePathOf } from './homePath';

describe('homePathOf', () => {
  const homeTab = { path: '/portal/wel/index', byStation: { sale: '/portal/supplier/index' } };

  it("sends a station that has its own home there, everyone else to the default home", () => {
    expect(homePathOf(homeTab, 'sale')).toBe('/portal/supplier/index');
    expect(homePathOf(homeTab, 'purchase')).toBe('/portal/wel/index');
    expect(homePathOf(homeTab, undefined)).toBe('/portal/wel/index');
    expect(homePathOf({ path: '/portal/wel/index' }, 'sale')).toBe('/portal/wel/index');
  });

  it('never takes an inherited property of the map for a station', () => {
    expect(homePathOf(homeTab, 'constructor')).toBe('/portal/wel/index');
    expect(homePathOf(homeTab, '__proto__')).toBe('/portal/wel/index');
    expect(homePathOf({ path: '/a', byStation: { sale: '' } }, 'sale')).toBe('/a');
  });
});

describe('hashShowsPath', () => {
  it('matches the path with or without a query, not a longer path', () => {
    expect(hashShowsPath('#/portal/wel/index', '/portal/wel/index')).toBe(true);
    expect(hashShowsPath('#/portal/wel/index?x=1', '/portal/wel/index')).toBe(true);
    expect(hashShowsPath('#/portal/wel/index2', '/portal/wel/index')).toBe(false);
    expect(hashShowsPath('#/login', '/portal/wel/index')).toBe(false);
  });
});
