import { action, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { DEFAULT_TRANSLATION_TIMEOUT_MS, parseTranslations, TRANSLATION_LIMITS, translationUrl } from '../core/i18n/remoteTranslations';
import type { LayoutStore } from './layout/layoutStore';
import type { LocaleStore } from './localeStore';

/** Reads a text over HTTP: the status and the body, or a rejection (network failure, abort). */
export type FetchText = (url: string, signal: AbortSignal) => Promise<{ status: number; text: string }>;

/** Why the remote translations of a language were not (all) used; administrators see it. */
export interface TranslationFailure {
  language: string;
  url: string;
  reason: 'refused' | 'timeout' | 'network' | 'status' | 'tooLarge' | 'syntax' | 'notObject' | 'tooMany' | 'entries';
  detail: string;
}

/** What the remote translations store is made from. */
export interface TranslationStoreDeps {
  layout: LayoutStore;
  locale: LocaleStore;
  appPrefix: string;
  shellOrigin: string;
  fetchText: FetchText;
  log?: (message: string) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Remote translations (layout app.translations): the file of the current language is fetched at start
 * and on every language change and merged over the built-in messages. A failed, slow, too large or
 * malformed file (or entries of it) leaves the built-in messages and is recorded for administrators.
 */
export class TranslationStore {
  readonly scope = 'portal' as const;
  /** The last failure per language (none: the file was used whole, or there is no file). */
  failures: Record<string, TranslationFailure> = {};
  private disposer: IReactionDisposer | undefined;
  private readonly done = new Set<string>();

  constructor(private readonly deps: TranslationStoreDeps) {
    makeObservable<TranslationStore, 'record'>(this, { failures: observable.ref, record: action });
  }

  /** The failure of the language shown, if any. */
  get currentFailure(): TranslationFailure | undefined {
    return this.failures[this.deps.locale.language];
  }

  start(): void {
    if (this.disposer) return;
    this.disposer = reaction(
      () => ({ language: this.deps.locale.language, template: this.deps.layout.document.app.translations?.urlTemplate, timeoutMs: this.deps.layout.document.app.translations?.timeoutMs }),
      ({ language, template, timeoutMs }) => {
        if (template !== undefined) void this.load(language, template, timeoutMs ?? DEFAULT_TRANSLATION_TIMEOUT_MS);
      },
      { fireImmediately: true, equals: (a, b) => a.language === b.language && a.template === b.template && a.timeoutMs === b.timeoutMs },
    );
  }

  dispose(): void {
    this.disposer?.();
    this.disposer = undefined;
  }

  /** Fetches and merges one language's file; resolves when done (never rejects). */
  async load(language: string, template: string, timeoutMs: number): Promise<void> {
    const key = `${language}\n${template}`;
    if (this.done.has(key)) return;
    const url = translationUrl(template, language, this.deps.appPrefix, this.deps.shellOrigin, this.deps.layout.allowedOrigins);
    if (url === undefined) return this.record({ language, url: template, reason: 'refused', detail: 'the address is neither on the portal nor on an allowed origin' });
    const controller = new AbortController();
    const setTimer = this.deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    const clearTimer = this.deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    let timedOut = false;
    const timer = setTimer(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let answer: { status: number; text: string };
    try {
      answer = await this.deps.fetchText(url, controller.signal);
    } catch (error) {
      return this.record(timedOut ? { language, url, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` } : { language, url, reason: 'network', detail: (error as Error).message });
    } finally {
      clearTimer(timer);
    }
    if (timedOut) return this.record({ language, url, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` });
    if (answer.status !== 200) return this.record({ language, url, reason: 'status', detail: `HTTP ${answer.status}` });
    const parsed = parseTranslations(answer.text);
    if (!parsed.ok) return this.record({ language, url, reason: parsed.problem, detail: parsed.detail });
    this.deps.locale.mergeRemote({ [language]: parsed.value.messages });
    this.done.add(key);
    const { refused } = parsed.value;
    if (refused.length > 0) {
      const shown = refused.slice(0, 5).map((entry) => `${entry.id}: ${entry.reason}`).join('; ');
      return this.record({ language, url, reason: 'entries', detail: `${refused.length} left out (${shown}${refused.length > 5 ? '; …' : ''})` });
    }
    this.record(undefined, language);
  }

  private record(failure: TranslationFailure | undefined, language = failure?.language ?? ''): void {
    const failures = { ...this.failures };
    if (failure) {
      failures[language] = failure;
      (this.deps.log ?? ((message: string) => console.warn(message)))(`[translations] ${failure.language} ${failure.url}: ${failure.reason}: ${failure.detail}`);
    } else {
      delete failures[language];
    }
    this.failures = failures;
  }
}

/** The browser's fetch as a FetchText: same-origin credentials only, no caching beyond revalidation. */
export const browserFetchText: FetchText = async (url, signal) => {
  const response = await fetch(url, { signal, credentials: 'same-origin', cache: 'no-cache', headers: { Accept: 'application/json' } });
  // A file announced larger than the bound is not read at all.
  if (Number(response.headers.get('content-length') ?? 0) > TRANSLATION_LIMITS.maxBytes) {
    void response.body?.cancel();
    return { status: 413, text: '' };
  }
  return { status: response.status, text: await response.text() };
};
