import { action, computed, makeObservable, observable } from 'mobx';
import { messageText, type Language, type MessageCode, type MessageParams } from '../contract/messages';
import type { LocalizedText } from '../generated/layout';
import { detectLanguage, messagesFor, resolveText } from '../core/i18n/language';
import type { TypedStorage } from '../core/storage';
import type { LayoutStore } from './layout/layoutStore';

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
      catalogueLanguage: computed,
      setLanguage: action,
      mergeRemote: action,
    });
  }

  /** Built-in messages with the translations the server sends merged over them. */
  get messages(): Record<string, string> {
    return { ...messagesFor(this.builtIn, this.language), ...messagesFor(this.remote, this.language) };
  }

  get htmlLang(): string {
    return this.layout.document.app.languages[this.language]?.htmlLang ?? this.language;
  }

  /**
   * The language of the contract's message catalogue (server messages by code, the platform's
   * fixed texts) closest to the user's: English, or else Chinese, the platform's own language.
   */
  get catalogueLanguage(): Language {
    return this.language === 'en' ? 'en' : 'zh_cn';
  }

  /** A text of the contract's message catalogue in the user's language. */
  message(code: MessageCode, params?: MessageParams): string {
    return messageText(code, params, this.catalogueLanguage);
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
