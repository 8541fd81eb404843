/**
 * Reads the layers known at start-up: the base document (bundled with the shell) and the tenant file
 * config/tenants/<tenant>/layout.json (deployed beside it). A layer that cannot be read becomes a layer whose
 * patch is a LayerError, which composeLayout reports as a failure of that layer.
 */
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
  layers.push({ kind: 'tenant', source, patch: await fetchLayer(options.fetchJson, source, tenant) });
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

export interface JsonSyntaxError {
  /** Offset in UTF-16 code units. */
  offset: number;
  line: number;
  column: number;
  reason: string;
}

/**
 * Where strict JSON (RFC 8259) text first goes wrong, or undefined when it is valid. Engines word (and place)
 * JSON.parse errors differently, so the shell finds the position itself.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw Object.assign(new Error(reason), { offset: at });
  };
  const show = (at: number): string => (at >= text.length ? 'the end of the text' : `'${text[at]}'`);
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${show(i)}`);
  };
  const string = (): void => {
    const start = i++;
    for (;;) {
      if (i >= text.length) fail('unterminated string', start);
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail(c === 0x0a ? 'unterminated string (a line break inside a string)' : 'control character in a string');
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('invalid \\u escape');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(`invalid escape '\\${e ?? ''}'`);
      } else i++;
    }
  };
  const number = (): void => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) fail(`unexpected ${show(i)}`);
    i += match![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') object();
    else if (c === '[') array();
    else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail(c === undefined ? 'unexpected end of the text' : `unexpected ${show(i)}`);
  };
  const object = (): void => {
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (text[i] === '}') fail("trailing comma before '}'");
      if (text[i] !== '"') fail(`expected a property name in double quotes, found ${show(i)}`);
      string();
      ws();
      if (text[i] !== ':') fail(`expected ':' after the property name, found ${show(i)}`);
      i++;
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return;
      }
      fail(`expected ',' or '}', found ${show(i)}`);
    }
  };
  const array = (): void => {
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (text[i] === ']') fail("trailing comma before ']'");
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return;
      }
      fail(`expected ',' or ']', found ${show(i)}`);
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`unexpected ${show(i)} after the end of the JSON value`);
    return undefined;
  } catch (error) {
    const offset = (error as { offset: number }).offset;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - (before.lastIndexOf('\n') + 1) + 1;
    return { offset, line, column, reason: (error as Error).message };
  }
}
