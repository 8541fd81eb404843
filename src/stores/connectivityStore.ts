import { makeAutoObservable } from 'mobx';

/** The waits between two probes of the server while it cannot be reached: short first, then at most 4 s. */
export const PROBE_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

/** The wait before the probe after `failedProbes` probes have failed (the last delay repeats). */
export function probeDelayMs(failedProbes: number): number {
  return PROBE_DELAYS_MS[Math.min(Math.max(failedProbes, 0), PROBE_DELAYS_MS.length - 1)]!;
}

export interface ConnectivityOptions {
  /** A cheap call to the server (its health endpoint): resolves true when the server answered. */
  probe(): Promise<boolean>;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/**
 * Whether the shell can reach the server. The HTTP client reports a call that got no answer (or a
 * gateway's 502/503/504 page) and every answer it gets; while the server cannot be reached, this
 * store probes its health endpoint with a short backoff and goes back online by itself when it
 * answers (or when any other call gets an answer first).
 */
export class ConnectivityStore {
  readonly scope = 'portal' as const; // the server's reachability is no one user's data
  online = true;
  /** Probes failed since the server was last reached (shown nowhere; drives the backoff). */
  failedProbes = 0;
  private timer: unknown = undefined;
  private probing = false;
  private disposed = false;
  private readonly options: ConnectivityOptions;

  constructor(options: ConnectivityOptions) {
    this.options = options;
    makeAutoObservable<ConnectivityStore, 'timer' | 'probing' | 'disposed' | 'options'>(this, { scope: false, timer: false, probing: false, disposed: false, options: false }, { autoBind: true });
  }

  /** The HTTP client's hooks: a call got no answer / a call got an answer. */
  get httpHooks(): { onUnreachable(): void; onReachable(): void } {
    return { onUnreachable: () => this.unreachable(), onReachable: () => this.reachable() };
  }

  /** A call got no answer: offline, and probing starts (once, however many calls failed). */
  unreachable(): void {
    if (this.disposed) return;
    this.online = false;
    if (this.timer === undefined && !this.probing) this.schedule();
  }

  /** A call got an answer: the server is reachable again. */
  reachable(): void {
    if (this.online) return;
    this.online = true;
    this.failedProbes = 0;
    this.stopTimer();
  }

  dispose(): void {
    this.disposed = true;
    this.stopTimer();
  }

  private schedule(): void {
    const set = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    this.timer = set(() => void this.runProbe(), probeDelayMs(this.failedProbes));
  }

  private stopTimer(): void {
    if (this.timer === undefined) return;
    (this.options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = undefined;
  }

  private async runProbe(): Promise<void> {
    this.timer = undefined;
    if (this.online || this.disposed) return;
    this.probing = true;
    const answered = await this.options.probe().catch(() => false);
    this.probeDone(answered);
  }

  private probeDone(answered: boolean): void {
    this.probing = false;
    if (answered) return this.reachable();
    if (this.online || this.disposed) return;
    this.failedProbes += 1;
    if (this.timer === undefined) this.schedule();
  }
}
