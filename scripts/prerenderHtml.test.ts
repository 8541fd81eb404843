// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePrefetched } from '../src/core/config/prefetchedFiles';
import { asTemplate, injectPrerendered } from './prerenderHtml';
import { STYLES_STATE_ATTRIBUTE } from '../src/core/config/styleSheets';

const BUILT =
  '<!doctype html><html><head><title>SRM</title><link rel="icon" href="favicon.svg"><script defer src="framework.1.js"></script><script defer src="main.2.js"></script><link href="styles.3.css" rel="stylesheet"></head><body><div id="root"><div class="srm-boot">SRM</div></div></body></html>';
const copy = (lang: string) => `<div data-srm-prerendered="" lang="${lang}" hidden=""><form method="dialog"><input name="password"><button type="submit">go</button></form></div>`;
const CSS = '<style data-srm-prerendered-style>.a{color:red}</style>';

/** Loads the injected page's body and styles into jsdom's document and runs its gate as the browser would. */
/** The base layout's entries of this kind (loginEntries): `/`, `/portal/wel` → the home, the frame page. */
const ENTRIES = [
  { pattern: '^/?$', target: '/portal/wel/index' },
  { pattern: '^/portal/wel/?$', target: '/portal/wel/index' },
  { pattern: '^/portal/wel/index/?$', target: '' },
  { pattern: '^/myiframe/[^/]+/?$', target: '' },
];

function openPage(hash: string, storage: Record<string, string> = {}, search = ''): void {
  const html = injectPrerendered(BUILT, { markup: copy('zh-CN') + asTemplate(copy('en'), 'en'), css: CSS, loginEntries: ENTRIES });
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  window.location.hash = hash;
  document.documentElement.className = '';
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script[^>]*>[\s\S]*?<\/script>/, '');
  new Function(/<script data-srm-gate>([\s\S]*?)<\/script>/.exec(html)![1]!)();
}

const startedScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => `${script.getAttribute('src')}${script.async ? ' async' : ''}`);

const shownCopies = () => [...document.querySelectorAll<HTMLElement>('[data-srm-prerendered]')].map((element) => `${element.lang}${element.hidden ? ' hidden' : ''}`);

afterEach(() => localStorage.clear());

describe('the prerendered login page in index.html', () => {
  it('puts the copies before #root and the gate after them, and refuses a page without #root or prerendered twice', () => {
    const html = injectPrerendered(BUILT, { markup: copy('zh-CN'), css: CSS });
    expect(html.indexOf('data-srm-prerendered=')).toBeLessThan(html.indexOf('data-srm-gate'));
    expect(html.indexOf('data-srm-gate')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.indexOf(CSS)).toBeLessThan(html.indexOf('</head>'));
    expect(() => injectPrerendered(html, { markup: copy('zh-CN'), css: CSS })).toThrow(/prerendered already/);
    expect(() => injectPrerendered('<html><body></body></html>', { markup: '', css: '' })).toThrow(/root/);
    // The build's deferred script tags and its style sheet leave <head>: the gate starts them.
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('styles.3.css" rel');
    expect(html).toContain('<link rel="icon" href="favicon.svg">');
  });

  it('starts the app’s scripts in order: at once without the login, after the first paint with it', async () => {
    openPage('#/register');
    expect(startedScripts()).toEqual(['framework.1.js', 'main.2.js']);
    openPage('#/login');
    // The form is painted before any script is even requested.
    expect(startedScripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(startedScripts()).toEqual(['framework.1.js', 'main.2.js']);
  });

  it('loads the build’s style sheet with the scripts, never before the form’s first paint, noting its state on the link', async () => {
    const startedStyles = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => `${link.getAttribute('href')} ${link.getAttribute(STYLES_STATE_ATTRIBUTE)}`);
    openPage('#/home');
    expect(startedStyles()).toEqual(['styles.3.css loading']);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    expect(startedStyles()).toEqual(['styles.3.css loaded']);
    openPage('#/login');
    expect(startedStyles()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(startedStyles()).toEqual(['styles.3.css loading']);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    expect(startedStyles()).toEqual(['styles.3.css failed']);
  });

  it('starts the fetch of deploy.json with the scripts, for the bootstrap to take over', () => {
    const fetched: Array<[string, RequestInit]> = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => (fetched.push([url, init]), Promise.resolve(new Response('{}'))));
    try {
      openPage('#/home');
      expect(fetched).toEqual([['config/deploy.json', { credentials: 'same-origin', cache: 'no-cache' }]]);
      expect(takePrefetched(window, new URL('config/deploy.json', window.location.href).href)).toBeInstanceOf(Promise);
      // On the login route, only after the form's first paint, with the scripts.
      fetched.length = 0;
      openPage('#/login');
      expect(fetched).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on the login route without a session shows the copy of the language (the browser’s, a chosen one first) and drops the other', () => {
    openPage('#/login');
    // jsdom's browser language is en-US.
    expect(shownCopies()).toEqual(['en']);
    expect(document.documentElement.classList.contains('srm-prerendered')).toBe(true);
    openPage('#/login?redirect=%2Fwel', { 'srm-language': JSON.stringify({ dataType: 'string', content: 'zh_cn', datetime: 1 }) });
    expect(shownCopies()).toEqual(['zh-CN']);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('notes a submit before the scripts run instead of sending the form anywhere', () => {
    openPage('#/login');
    const form = document.querySelector('form')!;
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form.getAttribute('data-submitted')).toBe('true');
  });

  it('with a stored session or on another route shows nothing of it (the boot spinner stays)', () => {
    openPage('#/login', { 'srm-token': JSON.stringify({ dataType: 'string', content: 'a.b.c', datetime: 1 }) });
    expect(shownCopies()).toEqual([]);
    expect(document.querySelectorAll('[data-srm-prerendered-style]')).toHaveLength(0);
    expect(document.documentElement.classList.contains('srm-prerendered')).toBe(false);
    openPage('#/register');
    expect(shownCopies()).toEqual([]);
    expect(document.querySelector('#root .srm-boot')).not.toBeNull();
  });

  it('on an entry that leads to the login without a session (the bare /portal/, a deep link) shows the form at once, at the guard’s address', () => {
    openPage('');
    expect(shownCopies()).toEqual(['en']);
    expect(startedScripts()).toEqual([]);
    expect(window.location.hash).toBe('#/login?redirect=%2Fportal%2Fwel%2Findex');
    openPage('#/myiframe/order?src=%2Fsubapps%2Forder%2F&name=x');
    expect(shownCopies()).toEqual(['en']);
    expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe('/myiframe/order?src=%2Fsubapps%2Forder%2F&name=x');
    openPage('#/PORTAL/wel/?lang=en');
    expect(window.location.hash).toBe('#/login?redirect=%2Fportal%2Fwel%2Findex%3Flang%3Den');
  });

  it('leaves public routes, unknown ones, signed-in starts and ticket or login-parameter entries to the app', () => {
    for (const hash of ['#/register', '#/nowhere', '#/404']) {
      openPage(hash);
      expect(shownCopies()).toEqual([]);
      expect(window.location.hash).toBe(hash);
    }
    openPage('', { 'srm-token': JSON.stringify({ dataType: 'string', content: 'a.b.c', datetime: 1 }) });
    expect(shownCopies()).toEqual([]);
    expect(window.location.hash).toBe('');
    openPage('#/portal/wel/index?ticket=T-1');
    expect(shownCopies()).toEqual([]);
    openPage('#/', {}, '?ticket=T-1');
    expect(shownCopies()).toEqual([]);
    expect(window.location.hash).toBe('#/');
  });
});
