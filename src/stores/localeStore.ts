import { action, computed, makeObservable, observable } from 'mobx';
import type { LocalizedText } from '../generated/layout';
import { detectLanguage, messagesFor, resolveText } from '../core/i18n/language';
import type { TypedStorage } from '../core/storage';
import type { LayoutStore } from './LayoutStore';

export type Dictionaries = Record<string, Record<string, string>>;

/** Language (kept locally), built-in and plugin messages, and the html lang attribute. */
export class LocaleStore {
  language: string;
  private remote: Dictionaries = {};

  constructor(
    private readonly layout: LayoutStore,
    private readonly builtIn: Dictionaries,
    private readonly local: TypedStorage,
    browserLanguage: string | undefined,
  ) {
    const supported = Object.keys(layout.document.app.languages);
    const stored = local.get<string>('language');
    this.language = stored && supported.includes(stored) ? stored : detectLanguage(browserLanguage, supported, layout.document.app.defaultLanguage);
    makeObservable<LocaleStore, 'remote'>(this, {
      language: observable,
      remote: observable.ref,
      messages: computed,
      htmlLang: computed,
      setLanguage: action,
      mergeRemote: action,
    });
  }

  /** Built-in messages with remote translations merged over them (seed 000 §4). */
  get messages(): Record<string, string> {
    return { ...messagesFor(this.builtIn, this.language), ...messagesFor(this.remote, this.language) };
  }

  get htmlLang(): string {
    return this.layout.document.app.languages[this.language]?.htmlLang ?? this.language;
  }

  setLanguage(language: string): void {
    if (!(language in this.layout.document.app.languages)) return;
    this.language = language;
    this.local.set('language', language);
  }

  mergeRemote(dictionaries: Dictionaries): void {
    this.remote = { ...this.remote, ...dictionaries };
  }

  t = (key: string, values?: Record<string, string | number>): string => {
    const template = this.messages[key] ?? key;
    return values ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : template;
  };

  text = (value: LocalizedText | undefined): string => resolveText(value, this.language, (key) => this.messages[key]);
}
