// The platform's own calls: health, the development endpoints, and the external broker's hooks.
import type { DevStats, HealthStatus, LiveStatus, ReadyStatus } from '../health';
import type { BrokerHookAnswer } from '../push';
import type { BrokerAclBody, BrokerAuthBody } from '../pushBodies';
import { get, named, post } from './endpoint';

export const platformEndpoints = named({
  /** The server is up: its schema version and uptime. */
  health: get<undefined, HealthStatus>()('/health', { public: true }),
  /** Liveness for process managers: the process answers (also at the root, /live; never shed under load). */
  live: get<undefined, LiveStatus>()('/live', { public: true, raw: true }),
  /** Readiness for load balancers: database, migrations and broker checked; 503 when one fails (also at the root, /ready). */
  ready: get<undefined, ReadyStatus>()('/ready', { public: true, raw: true }),
  /** Development only: how many refreshes the server ran. */
  devStats: get<undefined, DevStats>()('/dev/stats', {
    public: true,
    dev: true,
  }),
  /** Development only: the answer of a captcha. */
  devCaptcha: get<undefined, { answer: string }>()('/dev/captcha/:id', {
    public: true,
    dev: true,
  }),
  /** External broker hook: may this client connect (a publisher, or a user with its access token)? Secret header. */
  brokerAuth: post<BrokerAuthBody, BrokerHookAnswer>()('/push/broker/auth', {
    public: true,
    raw: true,
  }),
  /** External broker hook: may this client subscribe to this topic (its own topics only)? Secret header. */
  brokerAcl: post<BrokerAclBody, BrokerHookAnswer>()('/push/broker/acl', {
    public: true,
    raw: true,
  }),
});
