export type Navigate = (path: string, query?: Record<string, string>, options?: { replace?: boolean }) => void;

/**
 * Moves the user from a store (after a login, on a 401, from a frame's message). The router's
 * navigate arrives once the router is mounted (src/app); before that a move goes nowhere.
 */
export class Navigation {
  readonly scope = 'portal' as const;
  private target: Navigate = () => undefined;

  setNavigator(navigate: Navigate): void {
    this.target = navigate;
  }

  navigate: Navigate = (path, query, options) => this.target(path, query, options);
}
