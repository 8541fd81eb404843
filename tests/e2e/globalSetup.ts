import { buildIfStale } from '../../scripts/start-helpers';

/** Builds the shell once when dist/ is missing or older than its sources. */
export function setup(): void {
  buildIfStale();
}
