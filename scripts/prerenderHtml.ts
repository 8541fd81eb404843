/**
 * The pieces of the prerendered index.html that need no renderer (scripts/prerender-login.tsx
 * renders the markup): the inline gate script and the injection, kept apart so that tests load them
 * without React and Fluent.
 */
import { PREGATE_ATTRIBUTE, PRERENDERED_ATTRIBUTE, PRERENDERED_CLASS, PRERENDERED_LOGIN_PATH, PRERENDERED_STYLE_ATTRIBUTE, type LoginEntry } from '../src/core/session/prerenderedLogin';
import { LOGIN_PARAMS, TICKET_PARAM } from '../src/core/session/guard';
import { PREFETCHED_FILES, PREFETCH_GLOBAL, STARTUP_FETCH_INIT } from '../src/core/config/prefetchedFiles';
import { STYLES_STATE_ATTRIBUTE } from '../src/core/config/styleSheets';

/**
 * A copy of another language than the default one rides in a <template>: parsed, but neither
 * styled nor laid out unless the gate picks it.
 */
export const TEMPLATE_ATTRIBUTE = 'data-srm-prerendered-template';

/**
 * The inline script of index.html: shows the prerendered login of the user's language on the
 * login route without a stored session, and on every entry address the guard would send to the
 * login without one (ENTRIES, loginEntries: `/portal/`, a deep link), whose address it first
 * turns into the guard's (`#/login?redirect=…`) so that the app starts on the login page; a
 * signed-in reload, a public route or an entry with a ticket or login parameters keeps the boot
 * spinner. It removes the other copies. Keys as the stores write them (TypedStorage, 'srm-'
 * namespace): the session's token, the chosen language. A submit before the scripts is noted on
 * the form (data-submitted); the login page sends it when it takes over.
 *
 * It also starts the app's scripts (SCRIPTS, in order, as `defer` would; main.tsx waits for the
 * document): at once without the login, and with the login shown only after the document's first
 * contentful paint, so that neither their download nor their running comes before the form is on
 * the screen (after 1 s without a paint: a hidden tab). The document's language is the copy's, so a
 * screen reader reads the English copy as English before the app sets it. Beside the scripts it
 * starts the fetches of the start-up files (PREFETCHED_FILES) that the bootstrap takes over, and
 * before them the build's style sheets (STYLES), each <link> noting its state for the bootstrap.
 */
export const LOGIN_GATE = `(function(){var d=document,r=d.documentElement,a0=location.hash.replace(/^#/,''),h=a0.split('?')[0],t=null,l='zh_cn';
try{t=localStorage.getItem('srm-token')||sessionStorage.getItem('srm-token');var s=JSON.parse(localStorage.getItem('srm-language')||'null');s=s&&s.content;
if(s==='zh_cn'||s==='en')l=s;else if(/^en/i.test(navigator.language||''))l='en'}catch(e){t='?'}
try{if(h!=='${PRERENDERED_LOGIN_PATH}'&&!t){var E=ENTRIES,P=PARAMS,qs=a0.indexOf('?')<0?'':a0.slice(a0.indexOf('?')+1),qp=new URLSearchParams(qs),sp=new URLSearchParams(location.search),en=0;
for(var b=0;b<P.length;b++)if(qp.has(P[b])||sp.has(P[b]))en=1;
if(!en)for(var z=0;z<E.length;z++)if(new RegExp(E[z][0],'i').test(h||'/')){var u=qp.toString();history.replaceState(history.state,'',location.pathname+location.search+'#${PRERENDERED_LOGIN_PATH}?'+new URLSearchParams({redirect:(E[z][1]||h)+(u?'?'+u:'')}).toString());h='${PRERENDERED_LOGIN_PATH}';break}}}catch(e){}
var show=h==='${PRERENDERED_LOGIN_PATH}'&&!t,w=l==='en'?'en':'zh-CN',p=d.querySelectorAll('template[${TEMPLATE_ATTRIBUTE}]');
for(var o=0;o<p.length;o++){if(show&&p[o].getAttribute('lang')===w)p[o].parentNode.insertBefore(d.importNode(p[o].content,true),p[o]);p[o].parentNode.removeChild(p[o])}
var n=d.querySelectorAll('[${PRERENDERED_ATTRIBUTE}]');
if(show)r.lang=w;
for(var i=0;i<n.length;i++){if(show&&n[i].getAttribute('lang')===w){n[i].hidden=false;r.classList.add('${PRERENDERED_CLASS}');
var f=n[i].querySelector('form');if(f)f.addEventListener('submit',function(e){e.preventDefault();this.setAttribute('data-submitted','true')})}else n[i].parentNode.removeChild(n[i])}
if(!show){var c=d.querySelectorAll('[${PRERENDERED_STYLE_ATTRIBUTE}]');for(var j=0;j<c.length;j++)c[j].parentNode.removeChild(c[j])}
var q=SCRIPTS,y=STYLES,go=0;function note(x,v){return function(){x.setAttribute('${STYLES_STATE_ATTRIBUTE}',v)}}
function load(){if(go)return;go=1;for(var g=0;g<y.length;g++){var x=d.createElement('link');x.rel='stylesheet';x.href=y[g];x.onload=note(x,'loaded');x.onerror=note(x,'failed');x.setAttribute('${STYLES_STATE_ATTRIBUTE}','loading');d.head.appendChild(x)}
var u=FILES,a=window.${PREFETCH_GLOBAL}={};for(var m=0;m<u.length;m++){try{var f=fetch(u[m],INIT);f.catch(function(){});a[new URL(u[m],location.href).href]=f}catch(e){}}
for(var k=0;k<q.length;k++){var e=d.createElement('script');e.src=q[k];e.async=false;d.body.appendChild(e)}}
function later(){try{new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true})}
catch(e){(window.requestAnimationFrame||setTimeout)(function(){setTimeout(load,0)})}setTimeout(load,1000)}
if(!show)load();else if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()})();`;

export function asTemplate(copy: string, lang: string): string {
  return `<template ${TEMPLATE_ATTRIBUTE} lang="${lang}">${copy}</template>`;
}

/** The gate with the app's scripts and style sheets to start, and the entry addresses that lead to the login (loginEntries). */
export function loginGate(scripts: readonly string[], styles: readonly string[] = [], entries: readonly LoginEntry[] = []): string {
  return LOGIN_GATE.replace('ENTRIES', JSON.stringify(entries.map((entry) => [entry.pattern, entry.target])))
    .replace('PARAMS', JSON.stringify([TICKET_PARAM, ...LOGIN_PARAMS]))
    .replace('SCRIPTS', JSON.stringify(scripts)).replace('STYLES', JSON.stringify(styles)).replace('FILES', JSON.stringify(PREFETCHED_FILES)).replace('INIT', JSON.stringify(STARTUP_FETCH_INIT));
}

/**
 * index.html with the static copies before #root, the gate after them, the styles at the end of
 * <head>; the deferred script tags the build wrote leave <head>: the gate starts those scripts.
 */
export function injectPrerendered(html: string, parts: { markup: string; css: string; loginEntries?: readonly LoginEntry[] }): string {
  if (!html.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
  if (html.includes(PRERENDERED_ATTRIBUTE)) throw new Error('index.html is prerendered already');
  const scripts: string[] = [];
  const withoutScripts = html.replace(/<script defer(?:="[^"]*")? src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) throw new Error('index.html names no deferred scripts');
  // The build's style sheets (Griffel's, rspack.config.ts) leave <head> too: a <link> there would
  // hold the form's first paint until it is in. The gate loads them beside the scripts; the app
  // renders once they are (src/core/config/styleSheets.ts).
  const styles: string[] = [];
  const withoutStyles = withoutScripts.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) throw new Error(`index.html has a style sheet without href: ${tag}`);
    styles.push(href);
    return '';
  });
  const hideRoot = `<style ${PRERENDERED_STYLE_ATTRIBUTE}>.${PRERENDERED_CLASS} #root{display:none}</style>`;
  return withoutStyles
    .replace('</head>', `${parts.css}${hideRoot}</head>`)
    .replace('<div id="root">', `${parts.markup}<script ${PREGATE_ATTRIBUTE}>${loginGate(scripts, styles, parts.loginEntries)}</script><div id="root">`);
}
