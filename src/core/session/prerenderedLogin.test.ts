import { beforeEach, describe, expect, it } from 'vitest';
import { loginEntries, releasePrerenderedLogin, restoreFocus, routePattern, takePrerenderedLogin } from './prerenderedLogin';
import baseLayout from '../../../config/base/layout.json';
import { sortedEntries } from '../config/layers';
import { matchRoute } from './guard';

const STATIC_FORM = `
  <style data-srm-prerendered-style>.x{}</style>
  <div data-srm-prerendered lang="zh-CN"><form method="dialog">
    <input name="elsAccount"><input name="elsSubAccount"><input name="password" type="password"><input name="other">
    <button type="submit">登录</button>
  </form></div>
  <div id="root"></div>`;

beforeEach(() => {
  document.body.innerHTML = STATIC_FORM;
  document.documentElement.classList.add('srm-prerendered');
});

const typeInto = (name: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(`[data-srm-prerendered] input[name="${name}"]`)!;
  input.value = value;
  return input;
};

describe('taking over the prerendered login form', () => {
  it('takes the typed fields, the focused one with its caret and a noted submit, and removes the static copy', () => {
    typeInto('elsAccount', '307000');
    typeInto('other', 'not a login field');
    const password = typeInto('password', 'secret');
    password.focus();
    password.setSelectionRange(2, 4);
    document.querySelector('form')!.setAttribute('data-submitted', 'true');

    expect(takePrerenderedLogin(document)).toEqual({ values: { elsAccount: '307000', password: 'secret' }, focus: { name: 'password', start: 2, end: 4 }, submitted: true });
    expect(document.querySelectorAll('[data-srm-prerendered], [data-srm-prerendered-style]')).toHaveLength(0);
    expect(document.documentElement.classList.contains('srm-prerendered')).toBe(false);
    // Taken once: a later login page (after a sign-out) starts empty.
    expect(takePrerenderedLogin(document)).toBeUndefined();
  });

  it('takes nothing from a copy the gate left hidden, and removes it', () => {
    document.querySelector('[data-srm-prerendered]')!.setAttribute('hidden', '');
    typeInto('elsAccount', '307000');
    expect(takePrerenderedLogin(document)).toBeUndefined();
    expect(document.querySelector('[data-srm-prerendered]')).toBeNull();
  });

  it('releasing removes the copy and shows #root again', () => {
    releasePrerenderedLogin(document);
    expect(document.querySelector('[data-srm-prerendered]')).toBeNull();
    expect(document.documentElement.classList.contains('srm-prerendered')).toBe(false);
  });

  it('puts the focus and the caret back into the real form’s field of that name', () => {
    document.body.innerHTML = '<form><input name="elsAccount" value="307000"><input name="password" value="secret"></form>';
    restoreFocus(document.querySelector('form')!, { name: 'elsAccount', start: 3, end: 3 });
    const active = document.activeElement as HTMLInputElement;
    expect([active.name, active.selectionStart, active.selectionEnd]).toEqual(['elsAccount', 3, 3]);
  });
});

describe('loginEntries: the entries the gate leads to the login', () => {
  const routes = sortedEntries(baseLayout.routes as Record<string, { order: number; path: string; auth?: boolean; redirect?: string }>);
  const entries = loginEntries(routes, (path) => matchRoute(routes, path));
  const entryOf = (path: string) => entries.find((entry) => new RegExp(entry.pattern, 'i').test(path));

  it('names the bare entry and its redirects with the home they end on, and every page that needs a session', () => {
    expect(entryOf('/')).toEqual({ pattern: '^/?$', target: '/portal/wel/index' });
    expect(entryOf('')?.target).toBe('/portal/wel/index');
    expect(entryOf('/portal/wel')?.target).toBe('/portal/wel/index');
    expect(entryOf('/portal/wel/index/')?.target).toBe('');
    expect(entryOf('/myiframe/order')?.target).toBe('');
    expect(entryOf('/portal/info/message')).toBeDefined();
  });

  it('leaves out the login itself, the public pages and unknown addresses', () => {
    for (const path of ['/login', '/login3', '/register', '/forgotPassword', '/404', '/nowhere', '/myiframe/a/b']) expect(entryOf(path)).toBeUndefined();
  });

  it('matches a route path as the router does', () => {
    expect(routePattern('/myiframe/:routerPath')).toBe('^/myiframe/[^/]+/?$');
    expect(routePattern('/forward/detail')).toBe('^/forward/detail/?$');
    expect(new RegExp(routePattern('/a.b')).test('/axb')).toBe(false);
  });
});
