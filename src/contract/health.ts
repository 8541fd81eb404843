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
