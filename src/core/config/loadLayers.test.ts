import { describe, expect, it, vi } from 'vitest';
import base from '../../../config/base/layout.json';
import acmeFile from '../../../config/tenants/acme/layout.json';
import { composeLayout, LayerError } from './layers';
import { loadStartupLayers, parseJsonText, type FetchedFile } from './loadLayers';

const reply = (status: number, text = ''): FetchedFile => ({ ok: status >= 200 && status < 300, status, text: async () => text });

describe('loadStartupLayers', () => {
  it('fetches config/tenants/<tenant>/layout.json', async () => {
    const fetchJson = vi.fn(async () => reply(200, JSON.stringify(acmeFile)));
    const layers = await loadStartupLayers({ fetchJson, tenant: 'acme', base });
    expect(fetchJson).toHaveBeenCalledWith('config/tenants/acme/layout.json');
    expect(layers).toEqual([
      { kind: 'base', source: 'config/base/layout.json', patch: base },
      { kind: 'tenant', source: 'config/tenants/acme/layout.json', patch: acmeFile, tenant: 'acme' },
    ]);
    expect(composeLayout(layers).applied).toEqual(['base', 'tenant']);
  });

  it('uses the config root it is given', async () => {
    const fetchJson = vi.fn(async () => reply(200, '{}'));
    await loadStartupLayers({ fetchJson, tenant: 'acme', base, configRoot: '/portal/config' });
    expect(fetchJson).toHaveBeenCalledWith('/portal/config/tenants/acme/layout.json');
  });

  it('without a tenant, only the base', async () => {
    const fetchJson = vi.fn(async () => reply(200, '{}'));
    expect(await loadStartupLayers({ fetchJson, tenant: undefined, base })).toHaveLength(1);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('a 404 for a named tenant is a failure of the tenant layer', async () => {
    const layers = await loadStartupLayers({ fetchJson: async () => reply(404, 'Not Found'), tenant: 'nobody', base });
    const { applied, failures } = composeLayout(layers);
    expect(applied).toEqual(['base']);
    expect(failures).toEqual([
      {
        kind: 'tenant',
        source: 'config/tenants/nobody/layout.json',
        issues: [{ pointer: '', rule: 'fetch', message: 'tenant "nobody" has no layout file config/tenants/nobody/layout.json (HTTP 404)' }],
      },
    ]);
  });

  it('a server error or a network failure is a failure too', async () => {
    const [, a] = await loadStartupLayers({ fetchJson: async () => reply(500), tenant: 'acme', base });
    expect(a!.patch).toBeInstanceOf(LayerError);
    expect((a!.patch as LayerError).message).toContain('HTTP 500');
    const [, b] = await loadStartupLayers({ fetchJson: () => Promise.reject(new TypeError('Failed to fetch')), tenant: 'acme', base });
    expect((b!.patch as LayerError).message).toContain('Failed to fetch');
  });

  it('a JSON syntax error is a failure naming line and column', async () => {
    const layers = await loadStartupLayers({ fetchJson: async () => reply(200, '{\n  "app": { "siteTitle": "x", }\n}'), tenant: 'acme', base });
    const { failures } = composeLayout(layers);
    expect(failures[0]!.issues).toEqual([
      { pointer: '', rule: 'parse', message: "invalid JSON at line 2, column 30: trailing comma before '}'" },
    ]);
  });

  it('refuses an invalid tenant id without fetching', async () => {
    const fetchJson = vi.fn(async () => reply(200, '{}'));
    const layers = await loadStartupLayers({ fetchJson, tenant: '../etc', base });
    expect(fetchJson).not.toHaveBeenCalled();
    expect(composeLayout(layers).failures).toHaveLength(1);
  });
});

describe('parseJsonText', () => {
  it('parses JSON, ignoring a byte-order mark', () => {
    expect(parseJsonText('\uFEFF{"a": 1}', 'x.json')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('names the source, line and column of an error', () => {
    const result = parseJsonText('{\n  "a": 1\n  "b": 2\n}', 'x.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(LayerError);
    expect(result.error.rule).toBe('parse');
    expect(result.error.source).toBe('x.json');
    expect(result.error.message).toBe("invalid JSON at line 3, column 3: expected ',' or '}', found '\"'");
  });
});
