/**
 * Which tenant's layout the shell loads, and the application prefix it runs under. Pure: the location is
 * passed in (window.location.search / pathname / hostname), nothing is read from the DOM. The server
 * chooses the tenant of a request with the same function (server/platform/requestTenant.ts).
 */

/** A tenant id: lower-case letters, digits and '-', at most 40 characters; nothing that could walk a path. */
export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isTenantId(value: unknown): value is string {
  return typeof value === 'string' && TENANT_ID_PATTERN.test(value);
}

/**
 * A tenant name as a person or a client writes it, in the one spelling the deployment uses: trimmed,
 * lower case ("GLOBEX", " globex " → "globex"). Not checked: see isTenantId.
 */
export function normaliseTenantName(value: string): string {
  return value.trim().toLowerCase();
}

/** A name normalised, when it is then a valid tenant id; undefined otherwise. */
function tenantIdOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 256) return undefined;
  const name = normaliseTenantName(value);
  return isTenantId(name) ? name : undefined;
}

export interface TenantDeploy {
  /** Tenant when neither the query, the path nor the host names one. */
  defaultTenant?: string;
  /** Tenant by the first path segment (e.g. { acme: 'acme', portal: 'demo' }; a key may also start with '/'). */
  tenantByPrefix?: Record<string, string>;
  /** Tenant by the host name the page is served under (e.g. { "srm.acme.example": "acme" }): no port, any case. */
  tenantByHost?: Record<string, string>;
}

export interface ChooseTenantInput {
  /** location.search, with or without the leading '?'. */
  search: string;
  /** location.pathname. */
  pathname: string;
  /** location.hostname (the server: the request's host); a port, if any, is ignored. */
  host?: string;
  deploy: TenantDeploy;
}

const own = (record: Record<string, string>, key: string): string | undefined =>
  typeof record === 'object' && record !== null && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * A host as written in a Host header or location.hostname, as a tenantByHost key: lower case, without
 * the port and a trailing dot ('SRM.Acme.example:8443' → 'srm.acme.example', '[::1]:80' → '[::1]');
 * '' when it is not a plausible host name.
 */
export function hostNameOf(host: string): string {
  if (host.length > 260) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    name = end === -1 ? '' : name.slice(0, end + 1);
  } else {
    const colon = name.indexOf(':');
    if (colon !== -1) name = name.slice(0, colon);
  }
  name = name.replace(/\.$/, '');
  return /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])$/.test(name) ? name : '';
}

/**
 * The tenant, by one rule the shell and the server share (a tenant name is normalised first, and one
 * that is not a valid id is ignored, not used):
 * 1. the `tenant` query parameter (`?tenant=globex`);
 * 2. the first path segment looked up in tenantByPrefix (`/acme-portal/…`);
 * 3. the host name looked up in tenantByHost (`srm.northwind.test`, any case, any port);
 * 4. defaultTenant.
 * Undefined when none gives a valid id.
 */
export function chooseTenant({ search, pathname, host, deploy }: ChooseTenantInput): string | undefined {
  const fromQuery = tenantIdOf(new URLSearchParams(search).get('tenant'));
  if (fromQuery) return fromQuery;

  const segment = firstSegment(pathname);
  if (segment && deploy.tenantByPrefix) {
    const fromPrefix = tenantIdOf(own(deploy.tenantByPrefix, segment) ?? own(deploy.tenantByPrefix, `/${segment}`));
    if (fromPrefix) return fromPrefix;
  }

  const name = host ? hostNameOf(host) : '';
  if (name && deploy.tenantByHost) {
    const fromHost = tenantIdOf(hostEntry(deploy.tenantByHost, name));
    if (fromHost) return fromHost;
  }

  return tenantIdOf(deploy.defaultTenant);
}

/** The tenantByHost entry of a host name; the keys are compared as host names too (any case, no port). */
function hostEntry(byHost: Record<string, string>, name: string): string | undefined {
  const exact = own(byHost, name);
  if (exact !== undefined) return exact;
  if (typeof byHost !== 'object' || byHost === null) return undefined;
  // Bounded: a deployment file names a few hosts; more than 256 keys are not looked through.
  for (const key of Object.keys(byHost).slice(0, 256)) if (hostNameOf(key) === name) return byHost[key];
  return undefined;
}

function firstSegment(pathname: string): string {
  return pathname.split('/').filter((s) => s !== '')[0] ?? '';
}

/** A path segment that can safely be an application prefix (no '..', no escapes, no odd characters). */
const PREFIX_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** Whether a path segment can be an application prefix: the shell's rule, which the server's forwarded prefix follows too. */
export function isPrefixSegment(segment: string): boolean {
  return PREFIX_SEGMENT.test(segment);
}

/**
 * The application prefix: the first path segment with a leading slash ('/portal' for '/portal/',
 * '/portal' or '/portal/index.html'); '' at the root ('/', '/index.html') or when the segment is unusable.
 */
export function appPrefixOf(pathname: string): string {
  const segments = pathname.split('/').filter((s) => s !== '');
  const first = segments[0];
  if (first === undefined) return '';
  const isFileAtRoot = segments.length === 1 && !pathname.endsWith('/') && first.includes('.');
  if (isFileAtRoot || !isPrefixSegment(first)) return '';
  return `/${first}`;
}
