// The deployment's tenants as the shell sees them: config/deploy.json (the default tenant, tenants
// by path prefix and by host name) and the tenant files config/tenants/<tenant>/layout.json of the
// served config folder. The page's CSP is the tenant's (frame origins), a login or registration
// follows the tenant's policy, and a saved layout overlay is checked over the tenant's file, so the
// server chooses the tenant of a request exactly as the shell does (chooseTenant of
// src/core/config/tenant.ts, over requestPlace: the path, query and host the browser used). Every
// prefix of tenantByPrefix is served like the server's own (the shell, its config files, the API).
// Files are re-read when they change.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { badRequest } from './http/envelope.js';
import { firstSegmentOf, requestPlace, TrustedProxies, type RequestPlace } from './requestTenant.js';
import { chooseTenant, isTenantId, normaliseTenantName, type SavedLayer, type TenantDeploy } from './shellRules.js';

/** The most prefixes of tenantByPrefix served (a deployment names a few). */
export const MAX_TENANT_PREFIXES = 64;

/** First path segments that are the server's own and never a tenant's prefix. */
const RESERVED_SEGMENTS = new Set(['subapps', 'rfq', 'order', 'masterdata', 'supplierdatamodify', 'admission', 'custom', 'mqtt', 'apis', 'config']);

/** A prefix segment as the shell's appPrefixOf accepts it. */
const PREFIX_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,99}$/;

interface Cached<T> {
  mtimeMs: number;
  size: number;
  value: T;
}

export class Deployment {
  private readonly files = new Map<string, Cached<unknown>>();

  constructor(
    readonly configDir: string,
    private readonly appPrefix: string,
    /** Whose X-Forwarded-Prefix and X-Forwarded-Host are believed (none by default). */
    private readonly trustedProxies: TrustedProxies = new TrustedProxies([]),
  ) {}

  /** A JSON file of the config folder, parsed (null when missing or not JSON), re-read when it changes. */
  private json(file: string): unknown {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      this.files.delete(file);
      return null;
    }
    const cached = this.files.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.value;
    let value: unknown = null;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
    } catch {
      value = null;
    }
    // Bounded by the files of the config folder (tenants are checked to exist before they are read).
    this.files.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
    return value;
  }

  private deploy(): TenantDeploy {
    const deploy = this.json(path.join(this.configDir, 'deploy.json'));
    return deploy && typeof deploy === 'object' && !Array.isArray(deploy) ? (deploy as TenantDeploy) : {};
  }

  private tenantFilePath(tenant: string): string {
    return path.join(this.configDir, 'tenants', tenant, 'layout.json');
  }

  /** Whether the deployment has this tenant: a valid id with a layout file. */
  hasTenant(tenant: string): boolean {
    return isTenantId(tenant) && fs.existsSync(this.tenantFilePath(tenant));
  }

  /**
   * The tenant of an address (a path with its query, and the host it was sent to), as the shell
   * chooses it (?tenant=, the path prefix, the host, the default of deploy.json); undefined when
   * none, or when the tenant has no file.
   */
  tenantOf(url: string, host?: string): string | undefined {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const search = query === -1 ? '' : url.slice(query);
    return this.tenantOfPlace({ pathname, search, host, prefix: firstSegmentOf(pathname) });
  }

  private tenantOfPlace(place: RequestPlace): string | undefined {
    const tenant = chooseTenant({ search: place.search, pathname: place.pathname, host: place.host, deploy: this.deploy() });
    return tenant !== undefined && this.hasTenant(tenant) ? tenant : undefined;
  }

  /** Where a request was sent, as the browser saw it (the trusted proxies' forwarded prefix and host included). */
  placeOf(raw: IncomingMessage): RequestPlace {
    return requestPlace(raw, this.trustedProxies);
  }

  /**
   * THE tenant of a request: the tenant the request names (a login's or registration's `tenant`),
   * normalised (trimmed, lower case), when it names one; otherwise (absent or '') the tenant of the
   * address the browser used: ?tenant= of the page, the path prefix, the host name, the default.
   * A name that is no tenant of the deployment is refused (400 tenant.unknown), never taken as none.
   */
  tenantOfRequest(raw: IncomingMessage, named?: string): string | undefined {
    const name = named === undefined ? '' : normaliseTenantName(named);
    if (name === '') return this.tenantOfPlace(this.placeOf(raw));
    if (!this.hasTenant(name)) throw badRequest('tenant.unknown', { tenant: name.slice(0, 64) });
    return name;
  }

  /** The tenant of the shell's start page (no query, no host): the deployment's default. */
  defaultTenant(): string | undefined {
    return this.tenantOf(`${this.appPrefix}/`);
  }

  /**
   * The application prefixes served: the server's own and each key of tenantByPrefix that can be a
   * prefix (one path segment, not one of the server's own paths), at most MAX_TENANT_PREFIXES.
   */
  servedPrefixes(): ReadonlySet<string> {
    const byPrefix = this.deploy().tenantByPrefix;
    const keys = byPrefix && typeof byPrefix === 'object' ? Object.keys(byPrefix).slice(0, MAX_TENANT_PREFIXES) : [];
    const prefixes = new Set([this.appPrefix]);
    for (const key of keys) {
      const segment = key.replace(/^\//, '');
      if (PREFIX_SEGMENT.test(segment) && !RESERVED_SEGMENTS.has(segment.toLowerCase())) prefixes.add(`/${segment}`);
    }
    return prefixes;
  }

  /**
   * A request under a tenant's prefix, re-rooted on the server's own (`/acme-portal/apis/x` →
   * `/portal/apis/x`), so one set of routes answers every prefix; the request keeps its own URL
   * (originalUrl) for the tenant. Any other URL is returned as it is.
   */
  rootedUrl(url: string): string {
    const prefix = firstSegmentOf(url);
    if (prefix === '' || prefix === this.appPrefix || !this.servedPrefixes().has(prefix)) return url;
    return `${this.appPrefix}${url.slice(prefix.length)}`;
  }

  /** The prefix the browser used for a request (the forwarded one from a trusted proxy), when it is served; else the server's own. */
  browserPrefixOf(raw: IncomingMessage): string {
    const { prefix, forwarded } = this.placeOf(raw);
    return forwarded || this.servedPrefixes().has(prefix) ? prefix : this.appPrefix;
  }

  /** The tenants that have a layout file (config/tenants/<id>/layout.json), sorted; bounded by the folder. */
  tenants(): string[] {
    let names: string[];
    try {
      names = fs.readdirSync(path.join(this.configDir, 'tenants'));
    } catch {
      return [];
    }
    return names.filter((name) => this.hasTenant(name)).sort();
  }

  /** The base layout file of the served config folder (its frame origins). */
  baseLayout(): unknown {
    return this.json(path.join(this.configDir, 'base', 'layout.json'));
  }

  /** A tenant's layout file as a layer (its JSON; null when unreadable), undefined when the tenant has none. */
  tenantFile(tenant: string | undefined): SavedLayer | undefined {
    if (tenant === undefined || !this.hasTenant(tenant)) return undefined;
    return { source: `config/tenants/${tenant}/layout.json`, patch: this.json(this.tenantFilePath(tenant)) };
  }
}
