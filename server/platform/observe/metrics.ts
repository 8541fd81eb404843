// Prometheus metrics (prom-client, one registry per server): the requests by route pattern and
// status with latency histograms (fastify-metrics), the process's own figures, and the portal's:
// logins, token refreshes, push connections and deliveries, layout publishes. Label values are
// bounded: a route is its pattern ('/portal/apis/menu/:id'), never the URL as sent, and an address
// no route takes is '__unknown__'.
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Counter, Gauge, Registry } from 'prom-client';
import type { OverlayScope } from '../../../src/contract/overlayScope.js';
import type { PushTransport } from '../push/broker.js';
import { metricsAccessGuard, type MetricsAccess } from './metricsAccess.js';

type Outcome = 'ok' | 'refused';

/** Seconds: a page's calls answer in milliseconds, a login (scrypt) in a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly logins = new Counter({ name: 'srm_logins_total', help: 'Password logins, by result (ok, refused)', labelNames: ['result'], registers: [this.registry] });
  private readonly refreshes = new Counter({ name: 'srm_token_refreshes_total', help: 'Token refreshes, by result (ok, refused)', labelNames: ['result'], registers: [this.registry] });
  private readonly deliveries = new Counter({
    name: 'srm_push_deliveries_total',
    help: 'Push events handed to the broker, one per topic, by result (ok, failed)',
    labelNames: ['result'],
    registers: [this.registry],
  });
  private readonly publishes = new Counter({ name: 'srm_layout_publishes_total', help: 'Layout overlays published or deleted, by scope', labelNames: ['scope'], registers: [this.registry] });
  private readonly accepted = new Counter({
    name: 'srm_http_connections_accepted_total',
    help: "TCP connections the HTTP server accepted. Behind a proxy that keeps its connections (deploy/nginx's upstream keepalive) it follows the proxy's pool, not the requests",
    registers: [this.registry],
  });
  private connectionsSource: () => number | undefined = () => undefined;

  /**
   * `instance`: the server instance's name (SRM_INSTANCE), a label of every series as srm_instance
   * (Prometheus keeps `instance` for the scrape target's address).
   */
  constructor(instance?: string) {
    if (instance !== undefined) this.registry.setDefaultLabels({ srm_instance: instance });
    for (const result of ['ok', 'refused'] as const) {
      this.logins.inc({ result }, 0);
      this.refreshes.inc({ result }, 0);
    }
    for (const result of ['ok', 'failed'] as const) this.deliveries.inc({ result }, 0);
    const source = () => this.connectionsSource();
    new Gauge({
      name: 'srm_push_connections',
      help: "Open WebSocket connections of the server's own MQTT broker (absent with an external broker)",
      registers: [this.registry],
      collect() {
        const value = source();
        if (value === undefined) this.reset();
        else this.set(value);
      },
    });
  }

  login(result: Outcome): void {
    this.logins.inc({ result });
  }

  refresh(result: Outcome): void {
    this.refreshes.inc({ result });
  }

  layoutPublished(scope: OverlayScope): void {
    this.publishes.inc({ scope });
  }

  /** Counts the connections a server accepts. */
  countAccepted(server: { on(event: 'connection', listener: () => void): unknown }): void {
    server.on('connection', () => this.accepted.inc());
  }

  /** Where the push connection count is read when metrics are collected (the embedded broker's). */
  countConnections(source: () => number): void {
    this.connectionsSource = source;
  }

  /** The transport, counting every publish it is given by its outcome. */
  countDeliveries(transport: PushTransport): PushTransport {
    const deliveries = this.deliveries;
    return {
      publish: async (topic, payload) => {
        try {
          await transport.publish(topic, payload);
          deliveries.inc({ result: 'ok' });
        } catch (error) {
          deliveries.inc({ result: 'failed' });
          throw error;
        }
      },
      close: () => transport.close(),
    };
  }
}

/**
 * GET /metrics at the root (text exposition format), for the loopback, the listed addresses or the
 * bearer token only (metricsAccess.ts), and the per-route request histograms.
 */
export async function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, access: MetricsAccess): Promise<void> {
  const { registry } = metrics;
  await app.register(fastifyMetrics, {
    // This registry only (not prom-client's global one): several servers may run in one process.
    promClient: { ...promClient, register: registry },
    defaultMetrics: { enabled: true, register: registry },
    endpoint: {
      method: 'GET',
      url: '/metrics',
      logLevel: 'warn',
      exposeHeadRoute: false,
      config: { public: true, neverShed: true, disableMetrics: true },
      onRequest: metricsAccessGuard(access),
      handler: () => undefined,
    },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: false,
      invalidRouteGroup: '__unknown__',
      overrides: {
        histogram: { name: 'http_request_duration_seconds', help: 'Request duration in seconds, by method, route pattern and status', buckets: LATENCY_BUCKETS, registers: [registry] },
        summary: { registers: [registry] },
      },
    },
  });
}
