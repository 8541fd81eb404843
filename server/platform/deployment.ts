// The deployment's tenants as the shell sees them: config/deploy.json (the default tenant, tenants
// by path prefix) and the tenant files config/tenants/<tenant>/layout.json of the served config
// folder. The page's CSP is the tenant's (frame origins), and a saved layout overlay is checked
// over the tenant's file, so the server chooses the tenant of a request exactly as the shell does
// (chooseTenant of src/core/config/tenant.ts). Files are re-read when they change.
import fs from 'node:fs';
import path from 'node:path';
import { chooseTenant, isTenantId, type SavedLayer, type TenantDeploy } from './shellRules.js';

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
   * The tenant of a request to the shell, as the shell chooses it (?tenant=, the path prefix, the
   * default of deploy.json); undefined when none, or when the tenant has no file.
   */
  tenantOf(url: string): string | undefined {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const search = query === -1 ? '' : url.slice(query);
    const tenant = chooseTenant({ search, pathname, deploy: this.deploy() });
    return tenant !== undefined && this.hasTenant(tenant) ? tenant : undefined;
  }

  /** The tenant of the shell's start page (no query): the deployment's default. */
  defaultTenant(): string | undefined {
    return this.tenantOf(`${this.appPrefix}/`);
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
