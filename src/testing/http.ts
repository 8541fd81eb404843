// HTTP clients whose answers a test scripts, by endpoint: a handler per declaration name
// (src/contract/endpoints), matched by method and path pattern, as the server routes them. Only
// tests import this file.
import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { endpoints, type Endpoint, type EndpointName } from '../contract/endpoints';
import { answerMismatch } from '../contract/endpoints/answerSchemas';

export type Scripted = (config: InternalAxiosRequestConfig, params?: Record<string, string>) => { status: number; data: unknown } | Promise<{ status: number; data: unknown }>;
export type ScriptedRoutes = Partial<Record<EndpointName, Scripted>>;

/** The answer of a scripted call as axios gives it. */
export function response(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
}

interface Pattern {
  endpoint: Endpoint;
  methods: readonly string[];
  regex: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(endpoint: Endpoint): Pattern {
  const names: string[] = [];
  const body = endpoint.path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return escape(part);
      names.push(part.slice(1));
      return '([^/?#]+)';
    })
    .join('');
  const prefixes = ['', ...(endpoint.prefixes ?? [])].map(escape).join('|');
  return { endpoint, methods: [endpoint.method, ...(endpoint.alsoAccepts ?? [])], regex: new RegExp(`^(?:${prefixes})${body}$`), names };
}

// Static paths first, so '/CommonAuditService/todoPagelist' is not taken for '/CommonAuditService/:action'.
const PATTERNS = Object.values(endpoints as Record<string, Endpoint>)
  .map(patternOf)
  .sort((a, b) => a.names.length - b.names.length);

/** The declaration a request is for (method and path, any query left out), with its path parameters. */
export function endpointOf(method: string | undefined, url: string): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  const path = url.split(/[?#]/)[0]!;
  const verb = (method ?? 'get').toUpperCase();
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(path);
    if (!match || !pattern.methods.includes(verb)) continue;
    const params = Object.fromEntries(pattern.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    return { endpoint: pattern.endpoint, params };
  }
  return undefined;
}

/** What an endpoint nobody scripted answers: code '200' with an empty page or an empty list. */
function defaultData(endpoint: Endpoint): unknown {
  return endpoint.path.endsWith('/findPageList') || endpoint.path.endsWith('Pagelist') ? { rows: [], total: 0 } : [];
}

/**
 * A scripted success answer must have the shape the declaration promises, as the server's answer check
 * demands of the real handlers (server/platform/http/answerCheck.ts): else the test fails here, naming
 * the endpoint and the JSON pointer. A refusal (status or body code other than 200) is not checked.
 */
function checkScriptedAnswer(endpoint: Endpoint, status: number, data: unknown): void {
  if (status < 200 || status >= 300) return;
  if (endpoint.raw) {
    const mismatch = answerMismatch(endpoint.name, data);
    if (mismatch) throw new Error(`scriptedAdapter: the scripted answer of ${endpoint.name} at '${mismatch.at}' ${mismatch.problem}`);
    return;
  }
  if (typeof data !== 'object' || data === null || (data as { code?: unknown }).code !== '200') return;
  const mismatch = answerMismatch(endpoint.name, (data as { data?: unknown }).data);
  if (mismatch) throw new Error(`scriptedAdapter: the scripted answer of ${endpoint.name} at '/data${mismatch.at}' ${mismatch.problem}`);
}

/**
 * An adapter that answers by endpoint: the handler of the declaration the request's method and path
 * match, else code '200' (an empty page for a paged list, an empty list otherwise). A request no
 * declaration matches fails the test. `seen` lists the URLs asked for.
 */
export function scriptedAdapter(routes: ScriptedRoutes, seen: string[] = []) {
  for (const name of Object.keys(routes)) if (!(name in endpoints)) throw new Error(`scriptedAdapter: no endpoint named ${name}`);
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    seen.push(url);
    const found = endpointOf(config.method, url);
    if (!found) throw new Error(`scriptedAdapter: no endpoint declared for ${config.method?.toUpperCase()} ${url}`);
    const handler = routes[found.endpoint.name as EndpointName];
    const { status, data } = handler ? await handler(config, found.params) : { status: 200, data: { code: '200', data: defaultData(found.endpoint) } };
    if (handler) checkScriptedAnswer(found.endpoint, status, data);
    return response(config, status, data);
  };
}

/** A plain client over a scripted adapter: no hooks (no token, no toasts); a status outside 2xx rejects. */
export function scriptedHttp(routes: ScriptedRoutes = {}, seen: string[] = []): AxiosInstance {
  return axios.create({ adapter: scriptedAdapter(routes, seen) });
}

