// What route modules share: the database, the auth service and the layout overlay check.
import type { AuthService } from './auth.js';
import type { Database } from './db.js';

export type LayoutPatchValidator = (patch: unknown) => string | null;

export interface ServerContext {
  db: Database;
  auth: AuthService;
  /** Checks a layout overlay as a partial layout document; returns an error message or null. */
  validateLayoutPatch: LayoutPatchValidator | undefined;
}

export interface RouteOptions {
  ctx: ServerContext;
}
