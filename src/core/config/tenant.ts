/**
 * Which tenant's layout the shell loads, and the application prefix it runs under. Pure: the location is
 * passed in (window.location.search / pathname), nothing is read from the DOM.
 */

/** A tenant id: lower-case letters, digits and '-', at most 40 characters; nothing that could walk a path. */
export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isTenantId(value: unknown): value is string {
  return typeof value === 'string' && TENANT_ID_PATTERN.test(value);
}

export interface TenantDeploy {
  /** Tenant when neither the query nor the path names one. */
  defaultTenant?: string;
  /** Tenant by the first path segment (e.g. { acme: 'acme', portal: 'demo' }; a key may also start with '/'). */
  tenantByPrefix?: Record<string, string>;
}

export interface ChooseTenantInput {
  /** location.search, with or without the leading '?'. */
  search: string;
  /** location.pathname. */
  pathname: string;
  deploy: TenantDeploy;
}

const own = (record: Record<string, string>, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * The tenant: the `tenant` query parameter wins, then the first path segment looked up in tenantByPrefix,
 * then defaultTenant; undefined when none gives a valid id (an invalid id is ignored, not used).
 */
export function chooseTenant({ search, pathname, deploy }: ChooseTenantInput): string | undefined {
  const fromQuery = new URLSearchParams(search).get('tenant');
  if (isTenantId(fromQuery)) return fromQuery;

  const segment = firstSegment(pathname);
  if (segment && deploy.tenantByPrefix) {
    const fromPrefix = own(deploy.tenantByPrefix, segment) ?? own(deploy.tenantByPrefix, `/${segment}`);
    if (isTenantId(fromPrefix)) return fromPrefix;
  }

  return isTenantId(deploy.defaultTenant) ? deploy.defaultTenant : undefined;
}

function firstSegment(pathname: string): string {
  return pathname.split('/').filter((s) => s !== '')[0] ?? '';
}

/** A path segment that can safely be an application prefix (no '..', no escapes, no odd characters). */
const PREFIX_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The application prefix: the first path segment with a leading slash ('/portal' for '/portal/',
 * '/portal' or '/portal/index.html'); '' at the root ('/', '/index.html') or when the segment is unusable.
 */
export function appPrefixOf(pathname: string): string {
  const segments = pathname.split('/').filter((s) => s !== '');
  const first = segments[0];
  if (first === undefined) return '';
  const isFileAtRoot = segments.length === 1 && !pathname.endsWith('/') && first.includes('.');
  if (isFileAtRoot || !PREFIX_SEGMENT.test(first)) return '';
  return `/${first}`;
}
