// Stored configurations (ElsLayoutConfigService): layout overlays and other per-user configs,
// one row per elsAccount + elsSubAccount + toElsAccount + configType (the scope rule is in
// overlayScope.ts). Plain TypeScript: the shell imports this at run time.
import type { Account } from './auth';

export interface LayoutConfigRow extends Account {
  uuid: string;
  toElsAccount: string;
  configType: string;
  /** A JSON text; for layouts an RFC 7396 merge patch over the layout document. */
  configJson: string;
  updatedAt?: string;
}

export interface LayoutConfigFindResult {
  rows: LayoutConfigRow[];
  total: number;
}

/** The saved row's uuid (kept for the row's lifetime), or null when a delete found no row. */
export interface LayoutConfigSaveResult {
  uuid: string | null;
}

/** The largest configJson the server stores. */
export const MAX_CONFIG_JSON_BYTES = 256 * 1024;
