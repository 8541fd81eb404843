/**
 * Reads the layers known at start-up: the base document (bundled with the shell) and the tenant file
 * config/tenants/<tenant>/layout.json (deployed beside it). A layer that cannot be read becomes a layer whose
 * patch is a LayerError, which composeLayout reports as a failure of that layer.
 */
import { findJsonSyntaxError } from './jsonSyntax';
import { LayerError, type LayoutLayer } from './layers';
import { isTenantId } from './tenant';

/** What the injected fetcher returns: a subset of the Fetch API's Response, so `fetch` itself fits. */
export interface FetchedFile {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export type FetchJson = (url: string) => Promise<FetchedFile>;

export interface StartupLayersOptions {
  /** Fetches a file by URL (e.g. `(url) => fetch(url, { cache: 'no-cache' })`). */
  fetchJson: FetchJson;
  /** The tenant (see chooseTenant), or undefined for none. */
  tenant: string | undefined;
  /** The base document. */
  base: unknown;
  /** Shown to admins as the base layer's source (default "config/base/layout.json"). */
  baseSource?: string;
  /** URL of the config folder, without a trailing slash (default "config"; e.g. "/portal/config"). */
  configRoot?: string;
}

export const BASE_LAYOUT_SOURCE = 'config/base/layout.json';

/** Path of a tenant's layout file under the config folder. */
export function tenantLayoutPath(tenant: string, configRoot = 'config'): string {
  return `${configRoot}/tenants/${tenant}/layout.json`;
}

/** The base layer, then the tenant layer when a tenant is named (a failed read is a LayerError patch). */
export async function loadStartupLayers(options: StartupLayersOptions): Promise<LayoutLayer[]> {
  const layers: LayoutLayer[] = [{ kind: 'base', source: options.baseSource ?? BASE_LAYOUT_SOURCE, patch: options.base }];
  const { tenant } = options;
  if (tenant === undefined) return layers;
  const source = tenantLayoutPath(tenant, options.configRoot);
  if (!isTenantId(tenant)) {
    layers.push({ kind: 'tenant', source, patch: new LayerError(`"${tenant}" is not a valid tenant id`, 'fetch', source) });
    return layers;
  }
  layers.push({ kind: 'tenant', source, patch: await fetchLayer(options.fetchJson, source, tenant), tenant });
  return layers;
}

async function fetchLayer(fetchJson: FetchJson, url: string, tenant: string): Promise<unknown> {
  let response: FetchedFile;
  let text: string;
  try {
    response = await fetchJson(url);
    if (response.status === 404) return new LayerError(`tenant "${tenant}" has no layout file ${url} (HTTP 404)`, 'fetch', url);
    if (!response.ok) return new LayerError(`${url} could not be loaded (HTTP ${response.status})`, 'fetch', url);
    text = await response.text();
  } catch (error) {
    return new LayerError(`${url} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, 'fetch', url);
  }
  const parsed = parseJsonText(text, url);
  return parsed.ok ? parsed.value : parsed.error;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: LayerError };

/**
 * Parses JSON text (a leading byte-order mark is ignored). On a syntax error, the error names the line and
 * column (1-based) and what is wrong there, e.g. "invalid JSON at line 3, column 5: trailing comma before '}'"
 * (the error's `source` names the file).
 */
export function parseJsonText(text: string, source: string): ParsedJson {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (error) {
    const found = findJsonSyntaxError(body);
    const where = found ? ` at line ${found.line}, column ${found.column}` : '';
    const why = found?.reason ?? (error instanceof Error ? error.message : String(error));
    return { ok: false, error: new LayerError(`invalid JSON${where}: ${why}`, 'parse', source) };
  }
}
