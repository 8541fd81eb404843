// Liveness and the development counters the end-to-end tests read.

export interface HealthStatus {
  status: 'ok';
  /** The newest schema migration the database has. */
  schemaVersion: number;
  uptimeSeconds: number;
}

/** GET dev/stats (development only). */
export interface DevStats {
  /** Successful token refreshes since the server started. */
  refreshCount: number;
}

/** GET /live: the process answers (never shed under load, checks nothing else). */
export interface LiveStatus {
  status: 'live';
}

/** One check of GET /ready: passed, failed, or not applicable (no broker configured). */
export type ReadyCheck = 'ok' | 'failed' | 'off';

/**
 * GET /ready: may this instance take traffic? 200 when every check passes (or is off), 503 when one
 * fails. No detail beyond the check names: the answer is public.
 */
export interface ReadyStatus {
  status: 'ready' | 'not-ready';
  checks: {
    /** The SQLite database answers a query. */
    database: ReadyCheck;
    /** The database has every migration this server knows. */
    migrations: ReadyCheck;
    /** The embedded broker is running, or the external broker is connected; off without push. */
    broker: ReadyCheck;
    /** The Redis several instances share answers; off for a single process. */
    redis: ReadyCheck;
    /** Failed while the instance shuts down (drains its requests): send it nothing new. */
    shutdown: ReadyCheck;
  };
}
