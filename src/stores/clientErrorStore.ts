import { action, makeObservable, observable } from 'mobx';
import { appendEntry, redactMessage, type ClientErrorEntry, type ClientErrorKind } from '../core/diagnostics/clientErrors';

/** The window the store listens on for uncaught errors and unhandled rejections. */
export interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', fn: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', fn: (event: Event) => void): void;
}

/** What the client-error log is made from. */
export interface ClientErrorStoreDeps {
  /** The clock of the entries' times. Default: Date.now. */
  now?: () => number;
}

/**
 * The last client errors of this tab (the log panel): uncaught errors, unhandled rejections and
 * failed API calls, redacted and bounded (core/diagnostics). Kept in memory only.
 */
export class ClientErrorStore {
  readonly scope = 'portal' as const; // the log panel keeps errors across sign-ins
  entries: ClientErrorEntry[] = [];
  private nextId = 1;

  private readonly now: () => number;

  constructor(deps: ClientErrorStoreDeps = {}) {
    this.now = deps.now ?? Date.now;
    makeObservable(this, { entries: observable.ref, add: action, clear: action });
  }

  add(kind: ClientErrorKind, message: unknown): void {
    this.entries = appendEntry(this.entries, { id: this.nextId++, at: this.now(), kind, message: redactMessage(message) });
  }

  clear(): void {
    this.entries = [];
  }

  /** Listens to the window's uncaught errors and unhandled rejections; returns the function that stops. */
  attach(target: ErrorEventTarget): () => void {
    const onError = (event: Event) => {
      const { error, message } = event as ErrorEvent;
      this.add('error', error ?? message ?? 'error');
    };
    const onRejection = (event: Event) => this.add('rejection', (event as PromiseRejectionEvent).reason ?? 'rejection');
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }
}
