import { action, computed, makeObservable, observable } from 'mobx';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { messageText, type Language, type MessageCode, type MessageParams } from '../contract/messages';
import type { LocalizedText } from '../generated/layout';
import { initialLanguage, mergeDictionaries, messagesFor, resolveText, type LanguagePolicy, type MessageDictionaries } from '../core/i18n/language';
import { DEFAULT_INTL_LOCALE, reportIntlError } from '../core/i18n/intl';
import { anyValue, type TypedStorage } from '../core/storage';
import type { LayoutStore } from './layout/layoutStore';

/** Texts by id, per language (the one declaration is core's). */
export type Dictionaries = MessageDictionaries;

/** What the locale store is made from. */
export interface LocaleStoreDeps {
  layout: LayoutStore;
  /** The built-in and plugin messages per language. */
  builtIn: Dictionaries;
  /** Where the chosen language is kept. */
  local: TypedStorage;
  /** The browser's language (navigator.language), for the 'browser' language policy. */
  browserLanguage: string | undefined;
}

/**
 * Language (kept locally), built-in and plugin messages with the remote translations merged over
 * them, the html lang attribute, and the one intl instance of code outside React.
 */
export class LocaleStore {
  readonly scope = 'portal' as const;
  language: string;
  private remote: Dictionaries = {};
  private readonly cache = createIntlCache();

  constructor(private readonly deps: LocaleStoreDeps) {
    const { app } = deps.layout.document;
    const policy: LanguagePolicy = app.languagePolicy ?? 'browser';
    this.language = initialLanguage(deps.local.get('language', anyValue), deps.browserLanguage, Object.keys(app.languages), app.defaultLanguage, policy);
    makeObservable<LocaleStore, 'remote'>(this, {
      language: observable,
      remote: observable.ref,
      messages: computed,
      intl: computed,
      htmlLang: computed,
      catalogueLanguage: computed,
      setLanguage: action,
      mergeRemote: action,
    });
  }

  /** Built-in messages with the translations the server sends merged over them. */
  get messages(): Record<string, string> {
    const remote = messagesFor(this.remote, this.language);
    // Without translations from the server the built-in texts are the catalogue (no copy of them).
    const builtIn = messagesFor(this.deps.builtIn, this.language) ?? {};
    return remote ? Object.assign({}, builtIn, remote) : builtIn;
  }

  /** The one intl instance of stores and other code outside React; it follows language and messages. */
  get intl(): IntlShape {
    return createIntl({ locale: this.htmlLang, defaultLocale: DEFAULT_INTL_LOCALE, messages: this.messages, onError: reportIntlError }, this.cache);
  }

  get htmlLang(): string {
    return this.deps.layout.document.app.languages[this.language]?.htmlLang ?? this.language;
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
    if (!(language in this.deps.layout.document.app.languages)) return;
    this.language = language;
    this.deps.local.set('language', language);
  }

  /** Merges remote translations (already checked: strings whose ICU syntax parses) over the built-in messages. */
  mergeRemote(dictionaries: Dictionaries): void {
    this.remote = mergeDictionaries(this.remote, dictionaries);
  }

  /**
   * A text whose id comes from data (a layout or menu label, an i18n_ key of the server): through the
   * intl instance, never a raw id (an unknown key shows the text after the prefix). Plain text and
   * per-language objects are resolved as they are.
   */
  text = (value: LocalizedText | undefined): string => resolveText(value, this.language, this.translate);

  /** The message of an id that comes from data, formatted through the intl instance; undefined when no catalogue has it. */
  translate = (key: string): string | undefined => {
    if (!(key in this.messages)) return undefined;
    const descriptor = { id: key };
    return this.intl.formatMessage(descriptor);
  };
}
