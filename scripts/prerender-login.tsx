/**
 * Renders the login page at build time into the built index.html (issue 13), so that the login
 * form paints and takes typing before any script has run:
 *
 *   npx tsx scripts/prerender-login.tsx [distDir]     (rspack.config.ts runs it after each production build)
 *
 * The real LoginPage component tree (plugins/session) is rendered with React's server renderer,
 * inside the shell's providers, with the base layout only (config/base/layout.json: nothing of a
 * tenant or a user), in each of the base layout's two languages, with Fluent UI's styles extracted
 * by Griffel's renderer into one <style> element. Buttons other than the sign-in button, tabs and
 * check boxes are disabled (they need the scripts); the form never submits by itself
 * (method="dialog"). A small inline script (LOGIN_GATE) shows the copy of the user's language
 * when the address is the login route, or an entry that leads there (`/portal/`, a deep link), and no session is stored, and removes the copies otherwise
 * (the boot spinner shows as before); the server allows it by its hash (server/platform/static).
 * When the app mounts its login page, the page takes over what was typed (takePrerenderedLogin)
 * and removes the static copy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { FluentProvider, RendererProvider, SSRProvider, createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import baseLayout from '../config/base/layout.json';
import { plugins } from '../plugins';
import { LoginPage } from '../plugins/session/LoginPage';
import { createPortalApi } from '../src/app/portalApi';
import { createRegistry, mergeMessages } from '../src/app/registry';
import type { LayoutLayer } from '../src/core/config/layers';
import { DEFAULT_INTL_LOCALE } from '../src/core/i18n/intl';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_STYLE_ATTRIBUTE, loginEntries } from '../src/core/session/prerenderedLogin';
import { matchRoute } from '../src/core/session/guard';
import { sortedEntries } from '../src/core/config/layers';
import { trimPrerenderedStyles } from './prerenderCss';
import { asTemplate, injectPrerendered } from './prerenderHtml';
import { PortalContext } from '../src/plugin-api/portalContext';
import { shellMessages } from '../src/shell/messages';
import { shellTheme } from '../src/shell/shellTheme';
import { RegistryContext } from '../src/shell/registry';
import { RootStore, StoreContext } from '../src/stores/rootStore';
import { judgeLoginBudget, loginRouteAssets } from './loginBudget';
import { runAsMain } from './runAsMain';

// jsdom (a devDependency of the unit tests) ships no types: the one constructor used here.
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

/** The languages rendered: the base layout's two. */
export const PRERENDER_LANGUAGES = ['zh_cn', 'en'] as const;
type Language = (typeof PRERENDER_LANGUAGES)[number];

/** The stores of a signed-out visit in `language`, over the base layout alone, with storage that keeps nothing. */
function signedOutStores(language: Language): RootStore {
  const memory = (): Storage => {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
      clear: () => values.clear(),
      key: () => null,
      length: 0,
    } as Storage;
  };
  const layers: LayoutLayer[] = [{ kind: 'base', source: 'config/base/layout.json', patch: baseLayout }];
  return new RootStore({
    startupLayers: layers,
    messages: mergeMessages(shellMessages, plugins),
    appPrefix: '/portal',
    shellOrigin: 'http://localhost',
    localStorage: memory(),
    sessionStorage: memory(),
    browserLanguage: language === 'en' ? 'en-US' : 'zh-CN',
  });
}

/** The login page's markup in `language`, its styles going to `renderer`. */
function renderLogin(language: Language, renderer: ReturnType<typeof createDOMRenderer>): string {
  const root = signedOutStores(language);
  const registry = createRegistry(plugins);
  const portal = createPortalApi(root, registry);
  return renderToString(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <StoreContext.Provider value={root}>
          <RegistryContext.Provider value={registry}>
            <PortalContext.Provider value={portal}>
              <IntlProvider locale={root.locale.htmlLang} messages={root.locale.messages} defaultLocale={DEFAULT_INTL_LOCALE}>
                <FluentProvider theme={shellTheme('light')} style={{ height: '100%' }}>
                  <LoginPage routeId="login" params={{}} query={{}} />
                </FluentProvider>
              </IntlProvider>
            </PortalContext.Provider>
          </RegistryContext.Provider>
        </StoreContext.Provider>
      </SSRProvider>
    </RendererProvider>,
  );
}

/**
 * What needs the scripts is disabled in the static copy (links, tabs, check boxes, buttons other
 * than sign-in), so that a click waits for the real page instead of being lost; the form gets
 * method="dialog", which never sends anything anywhere.
 */
export function staticCopy(markup: string, language: Language, readImage: (src: string) => string | undefined = () => undefined): string {
  const dom = new JSDOM(`<!doctype html><body>${markup}</body>`);
  const body = dom.window.document.body;
  // React's own preload hints for the page's images: the static copy draws its logo inline.
  for (const link of body.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
  for (const image of body.querySelectorAll('img[src]')) inlineSvgImage(image, readImage);
  for (const element of body.querySelectorAll('button:not([type="submit"]), [role="tab"], input[type="checkbox"], a')) {
    element.setAttribute('disabled', '');
    element.setAttribute('aria-disabled', 'true');
    if (element.tagName === 'A') element.removeAttribute('href');
  }
  for (const form of body.querySelectorAll('form')) {
    form.setAttribute('method', 'dialog');
    form.removeAttribute('action');
  }
  // The page's main landmark, as the real page has (RouteHost's <main>): screen readers and axe find the form in it.
  const container = dom.window.document.createElement('main');
  container.setAttribute(PRERENDERED_ATTRIBUTE, '');
  container.setAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
  container.setAttribute('hidden', '');
  container.innerHTML = body.innerHTML;
  return container.outerHTML;
}

/** The largest SVG file drawn inline instead of as an image. */
const INLINE_SVG_LIMIT = 8 * 1024;

/**
 * An <img> of a small SVG file of the build (the base layout's logo) becomes that SVG inline, with the
 * image's size, name and test id: an SVG image costs the page a document of its own (some 10 to 20
 * ms of the main thread, before the first paint), an inline one a few elements. Anything else stays an image.
 */
export function inlineSvgImage(image: Element, readImage: (src: string) => string | undefined): void {
  const src = image.getAttribute('src') ?? '';
  if (!/^[\w./-]+\.svg$/.test(src) || src.startsWith('/') || src.includes('..')) return;
  const text = readImage(src);
  if (text === undefined || text.length > INLINE_SVG_LIMIT) return;
  const document = image.ownerDocument;
  const holder = document.createElement('div');
  holder.innerHTML = text.replace(/<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '').trim();
  const svg = holder.firstElementChild;
  // Only a plain drawing: nothing that runs, links or loads.
  if (!svg || svg.tagName.toLowerCase() !== 'svg' || svg.querySelector('script, foreignObject, a, image, use, style') || /\son\w+=/i.test(holder.innerHTML)) return;
  for (const name of ['width', 'height']) if (image.hasAttribute(name)) svg.setAttribute(name, image.getAttribute(name)!);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', image.getAttribute('alt') ?? '');
  svg.setAttribute('preserveAspectRatio', 'xMinYMid meet');
  for (const name of ['data-testid', 'class']) if (image.hasAttribute(name)) svg.setAttribute(name, image.getAttribute(name)!);
  svg.setAttribute('style', 'display:block');
  image.replaceWith(svg);
}

/** The base layout's entry addresses that lead to the login without a session (the gate shows the form for them too). */
export function baseLoginEntries(): ReturnType<typeof loginEntries> {
  const routes = sortedEntries(baseLayout.routes as Record<string, { order: number; path: string; auth?: boolean; redirect?: string }>);
  return loginEntries(routes, (path) => matchRoute(routes, path));
}

/** Both languages' static copies and the one style sheet they share; images are read from `distDir`. */
export function renderPrerendered(distDir?: string): { markup: string; css: string; loginEntries: ReturnType<typeof loginEntries> } {
  const readImage = (src: string) => {
    if (!distDir) return undefined;
    try {
      return readFileSync(path.join(distDir, src), 'utf8');
    } catch {
      return undefined;
    }
  };
  const renderer = createDOMRenderer();
  // The default language's copy as it is, the other in a <template> (not laid out unless chosen).
  const copies = PRERENDER_LANGUAGES.map((language, index) => {
    const copy = staticCopy(renderLogin(language, renderer), language, readImage);
    return index === 0 ? copy : asTemplate(copy, language === 'en' ? 'en' : 'zh-CN');
  });
  // Only what the static copy can use, in one sheet (scripts/prerenderCss.ts): the browser reads all of it before the first paint.
  const sheets = renderToStyleElements(renderer).map((element) => {
    const props = (element as ReactElement<{ media?: string; dangerouslySetInnerHTML: { __html: string } }>).props;
    return { ...(props.media ? { media: props.media } : {}), css: props.dangerouslySetInnerHTML.__html };
  });
  const trimmed = trimPrerenderedStyles(copies.join(''), sheets);
  // Not Griffel's attributes: the browser's Griffel must neither reuse nor order itself after this
  // sheet, which leaves with the static copy.
  return { markup: trimmed.markup, css: `<style ${PRERENDERED_STYLE_ATTRIBUTE}>${trimmed.css}</style>`, loginEntries: baseLoginEntries() };
}

/** Writes the prerendered index.html and its brotli and gzip copies into `distDir`. */
export function prerenderInto(distDir: string): { bytes: number; brotliBytes: number } {
  const file = path.join(distDir, 'index.html');
  const html = injectPrerendered(readFileSync(file, 'utf8'), renderPrerendered(distDir));
  const brotli = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  return { bytes: Buffer.byteLength(html), brotliBytes: brotli.length };
}

/**
 * `prerender-login.tsx [distDir] [--login-files=a.js,b.js]`: prerenders, then checks the login
 * route's budget (scripts/loginBudget.ts) over index.html and the login page's chunk files (the
 * build names them); exit 1 when a budget is exceeded.
 */
runAsMain(import.meta.url, async (args, io) => {
  const loginFilesArg = args.find((arg) => arg.startsWith('--login-files='));
  const loginFiles = loginFilesArg ? loginFilesArg.slice('--login-files='.length).split(',').filter(Boolean) : [];
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.SRM_DIST_DIR ?? 'dist');
  const { bytes, brotliBytes } = prerenderInto(distDir);
  io.out(`[prerender] login page written into ${path.join(distDir, 'index.html')}: ${(bytes / 1024).toFixed(1)} KiB, ${(brotliBytes / 1024).toFixed(1)} KiB brotli`);
  const report = judgeLoginBudget(loginRouteAssets(distDir, loginFiles));
  io.out('[budget] the login route (scripts/loginBudget.ts):');
  for (const line of report.lines) (report.ok ? io.out : io.err)(line);
  return report.ok ? 0 : 1;
});
