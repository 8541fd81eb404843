import { describe, expect, it } from 'vitest';
import { memoryStorage, TypedStorage } from '../core/storage';
import { LayoutStore } from './layout/layoutStore';
import { LocaleStore } from './localeStore';
import { baseLayers } from '../testing/storeKit';
import { TranslationStore, type FetchText } from './translationStore';

const messages = { zh_cn: { i18n_route_home: '首页' }, en: { i18n_route_home: 'Home' } };

function setup(files: Record<string, string | 'hang' | 'fail'>, translations: Record<string, unknown> = { urlTemplate: '{prefix}/config/i18n/{language}.json', timeoutMs: 500 }) {
  const layout = new LayoutStore({ startupLayers: baseLayers() });
  layout.setDraft({ app: { translations } });
  const locale = new LocaleStore({ layout, builtIn: messages, local: new TypedStorage(memoryStorage()), browserLanguage: 'en-US' });
  const asked: string[] = [];
  const logged: string[] = [];
  const timers: Array<() => void> = [];
  const fetchText: FetchText = (url, signal) => {
    asked.push(url);
    const file = files[url];
    if (file === undefined) return Promise.resolve({ status: 404, text: '' });
    if (file === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (file === 'hang') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    return Promise.resolve({ status: 200, text: file });
  };
  const store = new TranslationStore({
    layout,
    locale,
    appPrefix: '/portal',
    shellOrigin: 'https://srm.example.com',
    fetchText,
    log: (line) => logged.push(line),
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  return { store, layout, locale, asked, logged, fireTimers: () => timers.splice(0).forEach((fn) => fn()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TranslationStore', () => {
  it("fetches the current language's file at start and on a language change, and merges it over the built-in texts", async () => {
    const { store, locale, asked } = setup({ '/portal/config/i18n/en.json': '{"i18n_route_home":"Start"}', '/portal/config/i18n/zh_cn.json': '{"i18n_route_home":"开始"}' });
    store.start();
    await settle();
    expect(locale.text('i18n_route_home')).toBe('Start');
    locale.setLanguage('zh_cn');
    await settle();
    expect(locale.text('i18n_route_home')).toBe('开始');
    expect(asked).toEqual(['/portal/config/i18n/en.json', '/portal/config/i18n/zh_cn.json']);
    expect(store.currentFailure).toBeUndefined();
  });

  it('keeps the built-in texts and records (and logs) a malformed file for administrators', async () => {
    const { store, locale, logged } = setup({ '/portal/config/i18n/en.json': '{"i18n_route_home": "Start",' });
    store.start();
    await settle();
    expect(locale.text('i18n_route_home')).toBe('Home');
    expect(store.currentFailure).toMatchObject({ language: 'en', url: '/portal/config/i18n/en.json', reason: 'syntax' });
    expect(logged[0]).toMatch(/^\[translations\] en \/portal\/config\/i18n\/en\.json: syntax: /);
  });

  it('gives up a slow file after timeoutMs, and a failed one, keeping the built-in texts', async () => {
    const slow = setup({ '/portal/config/i18n/en.json': 'hang' });
    slow.store.start();
    slow.fireTimers();
    await settle();
    expect(slow.store.currentFailure).toMatchObject({ reason: 'timeout', detail: 'no answer within 500 ms' });
    expect(slow.locale.text('i18n_route_home')).toBe('Home');
    const failed = setup({ '/portal/config/i18n/en.json': 'fail' });
    failed.store.start();
    await settle();
    expect(failed.store.currentFailure).toMatchObject({ reason: 'network' });
  });

  it('uses the good entries of a file and reports the ones left out', async () => {
    const { store, locale } = setup({ '/portal/config/i18n/en.json': '{"i18n_route_home":"Start","i18n_x":{"deep":"y"}}' });
    store.start();
    await settle();
    expect(locale.text('i18n_route_home')).toBe('Start');
    expect(store.currentFailure).toMatchObject({ reason: 'entries', detail: '1 left out (i18n_x: an object, not a text)' });
  });

  it('fetches nothing from an origin that is not allowed: the layer naming it is left out (the base file is read instead)', async () => {
    const { store, layout, asked } = setup({}, { urlTemplate: 'https://evil.example.net/{language}.json' });
    store.start();
    await settle();
    expect(asked).toEqual(['/portal/config/i18n/en.json']);
    expect(layout.failures[0]?.issues).toEqual([expect.objectContaining({ pointer: '/app/translations/urlTemplate', rule: 'allowedOrigin' })]);
  });
});
