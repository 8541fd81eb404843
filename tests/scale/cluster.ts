// The deployment of the scale tests and the scale bench: PostgreSQL and Redis on loopback, server
// instances sharing them (and one folder for stored files), nginx in front. Each nginx site sends to
// one instance first and to the other only when the first does not answer (nginx `backup`): a browser
// on site A is served by instance A while A lives, by B when A is dead, by A again once it is back.
// That is how the tests put the buyer on A and the receiver on B without a test-only route, and it is
// the same upstream file (deploy/nginx/srm-upstream.conf) an operator fills with two equal lines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir } from '../../scripts/start-helpers';
import { freePort, startNginx, type NginxSite } from '../deploy/nginxSite';
import { startPostgres, type PostgresServer } from '../kit/postgresServer';
import { startRedis, type RedisServer } from '../kit/redisServer';
import { startInstance, type Instance } from './instances';

export const TENANT_HOST = 'srm.northwind.test';
export const PREFIXES = ['portal', 'nw-portal'] as const;

export type ScaleEngine = 'postgres' | 'sqlite';

export const scaleEngine = (): ScaleEngine => (process.env.SRM_SCALE_DATABASE === 'sqlite' ? 'sqlite' : 'postgres');

export interface Cluster {
  engine: ScaleEngine;
  instances: Instance[];
  /** One nginx site per instance: that instance first, the others as backup. */
  sites: NginxSite[];
  /** One nginx site with every instance equal (round robin), as an operator runs it. */
  balanced: NginxSite | undefined;
  redis: RedisServer | undefined;
  postgres: PostgresServer | undefined;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  engine?: ScaleEngine;
  /** Redis shared by the instances (default: when there are several). */
  redis?: boolean;
  /** Sites: one pinned site per instance (default) and/or one balanced site. */
  pinnedSites?: boolean;
  balancedSite?: boolean;
  extraEnv?: Readonly<Record<string, string>>;
}

/** Starts the deployment; stop() takes everything down again (also after a failed start). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const engine = options.engine ?? scaleEngine();
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    let postgres: PostgresServer | undefined;
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      postgres = await startPostgres();
      stops.push(() => postgres!.stop());
      databaseUrl = await postgres.createDatabase('srm');
    }
    let redis: RedisServer | undefined;
    if (options.redis ?? options.instances > 1) {
      redis = await startRedis();
      stops.push(() => redis!.stop());
    }
    // Stored files in one folder all instances see (an NFS mount in a deployment); SQLite keeps one folder each.
    const shared = engine === 'postgres' ? mkdtempSync(path.join(tmpdir(), 'srm-scale-data-')) : undefined;
    if (shared) stops.push(async () => rmSync(shared, { recursive: true, force: true }));
    const instances: Instance[] = [];
    for (let index = 0; index < options.instances; index++) {
      const name = String.fromCharCode(97 + index);
      const instance = await startInstance({
        name,
        port: await freePort(),
        staticDir: distDir(),
        ...(databaseUrl ? { databaseUrl } : {}),
        ...(redis ? { redisUrl: redis.url } : {}),
        ...(shared ? { dataDir: shared } : {}),
        extraEnv: { SRM_INSTANCE_HEADER: '1', SRM_DEV_ENDPOINTS: '1', ...options.extraEnv },
      });
      instances.push(instance);
      stops.push(() => instance.stop());
    }
    const addresses = instances.map((instance) => instance.address);
    const site = async (servers: readonly [string, string]) => {
      const nginx = await startNginx({ upstream: servers[0], upstreamServers: servers, distDir: distDir(), prefixes: PREFIXES, tenantHost: TENANT_HOST });
      stops.push(() => nginx.stop());
      return nginx;
    };
    const sites: NginxSite[] = [];
    if (options.pinnedSites ?? true) {
      for (let index = 0; index < instances.length; index++) {
        const first = addresses[index]!;
        const other = addresses[(index + 1) % addresses.length]!;
        sites.push(await site(other === first ? [first, `${first} backup`] : [first, `${other} backup`]));
      }
    }
    const balanced = options.balancedSite ? await site(addresses.length > 1 ? [addresses[0]!, addresses[1]!] : [addresses[0]!, addresses[0]!]) : undefined;
    return { engine, instances, sites, balanced, redis, postgres, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
