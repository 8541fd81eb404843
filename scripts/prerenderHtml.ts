/**
 * The pieces of the prerendered index.html that need no renderer (scripts/prerender-login.tsx
 * renders the markup): the inline gate script and the injection, kept apart so that tests load them
 * without React and Fluent.
 */
import { PREGATE_ATTRIBUTE, PRERENDERED_ATTRIBUTE, PRERENDERED_CLASS, PRERENDERED_LOGIN_PATH, PRERENDERED_STYLE_ATTRIBUTE } from '../src/core/session/prerenderedLogin';

/**
 * The inline script of index.html: shows the prerendered login of the user's language only on
 * the login route without a stored session (a signed-in reload or another route keeps the boot
 * spinner), and removes the other copies. Keys as the stores write them (TypedStorage, 'srm-'
 * namespace): the session's token, the chosen language. A submit before the scripts is noted on
 * the form (data-submitted); the login page sends it when it takes over.
 */
export const LOGIN_GATE = `(function(){var d=document,r=d.documentElement,h=location.hash.replace(/^#/,'').split('?')[0],t=null,l='zh_cn';
try{t=localStorage.getItem('srm-token')||sessionStorage.getItem('srm-token');var s=JSON.parse(localStorage.getItem('srm-language')||'null');s=s&&s.content;
if(s==='zh_cn'||s==='en')l=s;else if(/^en/i.test(navigator.language||''))l='en'}catch(e){t='?'}
var show=h==='${PRERENDERED_LOGIN_PATH}'&&!t,n=d.querySelectorAll('[${PRERENDERED_ATTRIBUTE}]');
for(var i=0;i<n.length;i++){if(show&&n[i].getAttribute('lang')===(l==='en'?'en':'zh-CN')){n[i].hidden=false;r.classList.add('${PRERENDERED_CLASS}');
var f=n[i].querySelector('form');if(f)f.addEventListener('submit',function(e){e.preventDefault();this.setAttribute('data-submitted','true')})}else n[i].parentNode.removeChild(n[i])}
if(!show){var c=d.querySelectorAll('[${PRERENDERED_STYLE_ATTRIBUTE}]');for(var j=0;j<c.length;j++)c[j].parentNode.removeChild(c[j])}})();`;

/** index.html with the static copies before #root, the gate after them, the styles at the end of <head>. */
export function injectPrerendered(html: string, parts: { markup: string; css: string }): string {
  if (!html.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
  if (html.includes(PRERENDERED_ATTRIBUTE)) throw new Error('index.html is prerendered already');
  const hideRoot = `<style ${PRERENDERED_STYLE_ATTRIBUTE}>.${PRERENDERED_CLASS} #root{display:none}</style>`;
  return html
    .replace('</head>', `${parts.css}${hideRoot}</head>`)
    .replace('<div id="root">', `${parts.markup}<script ${PREGATE_ATTRIBUTE}>${LOGIN_GATE}</script><div id="root">`);
}

