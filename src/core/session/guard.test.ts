import { describe, expect, it } from 'vitest';
import { decideGuard, entryStepsOf, moveEntryParams, safeRedirect, tabLabelOf, type GuardInput, type GuardRoute } from './guard';

const paths = { login: '/login', lock: '/lock', home: '/portal/wel/index', notFound: '/404' };
const routes = {
  login: { id: 'login', auth: false, chrome: 'bare', tab: false, label: 'i18n_route_login' },
  login3: { id: 'login3', auth: false, chrome: 'bare', tab: false },
  lock: { id: 'lock', auth: true, chrome: 'bare', tab: false },
  home: { id: 'home', auth: true, label: 'i18n_route_home' },
  info: { id: 'personalInfo', auth: true, label: 'i18n_route_personalInfo' },
  notFound: { id: 'notFound', auth: false, chrome: 'bare', tab: false },
  root: { id: 'root', auth: false, redirect: '/portal/wel' },
  frame: { id: 'frame', auth: true, label: undefined },
} satisfies Record<string, GuardRoute>;
const input = (over: Partial<GuardInput>): GuardInput => ({ path: '/portal/info/index', query: {}, route: routes.info, hasToken: true, token: 't', locked: false, ...over });

describe('the page guard, rule by rule', () => {
  it('rule 1: with a token and a locked screen every page goes to the lock page', () => {
    for (const route of [routes.home, routes.info, routes.login, routes.notFound, routes.root, undefined]) {
      expect(decideGuard(input({ route, locked: true }), paths)).toMatchObject({ kind: 'redirect', rule: 'locked', to: '/lock' });
    }
    expect(decideGuard(input({ route: routes.lock, path: '/lock', locked: true }), paths)).toEqual({ kind: 'render', tab: false, bare: true });
  });

  it('rule 1 needs a token: a lock state without a session does not hold anybody', () => {
    expect(decideGuard(input({ route: routes.login, path: '/login', hasToken: false, token: undefined, locked: true }), paths)).toEqual({ kind: 'render', tab: false, bare: true });
  });

  it('rule 2: /login (and /login3) with a token goes home', () => {
    expect(decideGuard(input({ route: routes.login, path: '/login' }), paths)).toMatchObject({ kind: 'redirect', rule: 'loginWithToken', to: '/portal/wel/index' });
    expect(decideGuard(input({ route: routes.login3, path: '/login3' }), paths)).toMatchObject({ kind: 'redirect', rule: 'loginWithToken', to: '/portal/wel/index' });
  });

  it('rule 3: otherwise a shell page gets a tab; bare pages none', () => {
    expect(decideGuard(input({}), paths)).toEqual({ kind: 'render', tab: true, bare: false });
    expect(decideGuard(input({ route: { ...routes.info, tab: false } }), paths)).toEqual({ kind: 'render', tab: false, bare: false });
  });

  it('rule 4: without a token, open pages show and the others go to login with the target', () => {
    expect(decideGuard(input({ hasToken: false, token: undefined, route: routes.login, path: '/login' }), paths)).toEqual({ kind: 'render', tab: false, bare: true });
    expect(decideGuard(input({ hasToken: false, token: undefined, query: { a: '1', b: 'x y' } }), paths)).toEqual({
      kind: 'redirect',
      rule: 'needsLogin',
      to: '/login',
      query: { redirect: '/portal/info/index?a=1&b=x+y' },
    });
    expect(decideGuard(input({ hasToken: false, token: undefined, route: routes.lock, path: '/lock' }), paths)).toMatchObject({ rule: 'needsLogin' });
  });

  it('rule 5: a ticket is an entry step, stored when it differs, validated unless it is the session token', () => {
    expect(decideGuard(input({ query: { ticket: 'a.b.c', x: '1' }, storedTicket: 'old' }), paths)).toEqual({
      kind: 'entry',
      rule: 'entry',
      steps: { ticket: { value: 'a.b.c', store: true, validate: true }, query: { x: '1' } },
    });
    expect(entryStepsOf({ query: { ticket: 'a.b.c' }, storedTicket: 'a.b.c', hasToken: true, token: 'a.b.c' })?.ticket).toEqual({ value: 'a.b.c', store: false, validate: false });
    // The same ticket as the cookie, but no session: validated again.
    expect(entryStepsOf({ query: { ticket: 'a.b.c' }, storedTicket: 'a.b.c', hasToken: false })?.ticket).toEqual({ value: 'a.b.c', store: false, validate: true });
    // An exchange code the session came in with (kept in the cookie; the token is another): not traded twice.
    const code = 'q3Xc9-vJ_0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
    expect(entryStepsOf({ query: { ticket: code }, storedTicket: code, hasToken: true, token: 'x.y.z' })?.ticket).toEqual({ value: code, store: false, validate: false });
    expect(entryStepsOf({ query: { ticket: code }, storedTicket: 'other', hasToken: true, token: 'x.y.z' })?.ticket).toEqual({ value: code, store: true, validate: true });
    // Entry steps come before the lock (they change who is signed in).
    expect(decideGuard(input({ query: { ticket: 'a.b.c' }, locked: true }), paths).kind).toBe('entry');
  });

  it('rule 6: login parameters are an entry step; the password never stays in the address', () => {
    const decision = decideGuard(input({ query: { elsAccount: '307000', elsSubAccount: '1001', password: 'p', tab: 'x' } }), paths);
    expect(decision).toEqual({
      kind: 'entry',
      rule: 'entry',
      steps: { login: { elsAccount: '307000', elsSubAccount: '1001', password: 'p' }, query: { tab: 'x' } },
    });
    // Incomplete parameters are no login (the login page may prefill an account).
    expect(decideGuard(input({ hasToken: false, route: routes.login, path: '/login', query: { elsAccount: '307000' } }), paths).kind).toBe('render');
  });

  it('unknown paths go to 404; route redirects keep the query', () => {
    expect(decideGuard(input({ route: undefined }), paths)).toMatchObject({ kind: 'redirect', rule: 'notFound', to: '/404' });
    expect(decideGuard(input({ route: routes.root, path: '/', query: { resource: 'audit' } }), paths)).toEqual({
      kind: 'redirect',
      rule: 'routeRedirect',
      to: '/portal/wel',
      query: { resource: 'audit' },
    });
  });

  it("a route redirect to the default home leads a signed-in user to their station's home", () => {
    const supplier = { ...paths, home: '/portal/supplier/index', defaultHome: '/portal/wel/index' };
    const portalWel = { id: 'portalWel', auth: false, redirect: '/portal/wel/index' };
    expect(decideGuard(input({ route: portalWel, path: '/portal/wel' }), supplier)).toMatchObject({ kind: 'redirect', rule: 'routeRedirect', to: '/portal/supplier/index' });
    // Not signed in: the default home (the login redirect keeps it; the login page then picks the user's home).
    expect(decideGuard(input({ hasToken: false, route: portalWel, path: '/portal/wel' }), supplier)).toMatchObject({ to: '/portal/wel/index' });
    // Another redirect target stays as it is.
    expect(decideGuard(input({ route: routes.root, path: '/' }), supplier)).toMatchObject({ to: '/portal/wel' });
  });

  it('a route whose visibleWhen does not hold for the signed-in user is the 403 page; visitors still go to login first', () => {
    const editor = { id: 'layoutEditor', auth: true, allowed: false };
    expect(decideGuard(input({ route: editor, path: '/portal/admin/layout' }), { ...paths, forbidden: '/403' })).toMatchObject({ kind: 'redirect', rule: 'forbidden', to: '/403' });
    expect(decideGuard(input({ route: { ...editor, allowed: true }, path: '/portal/admin/layout' }), { ...paths, forbidden: '/403' })).toEqual({ kind: 'render', tab: true, bare: false });
    expect(decideGuard(input({ route: editor, path: '/portal/admin/layout', hasToken: false, token: undefined }), { ...paths, forbidden: '/403' })).toMatchObject({ rule: 'needsLogin' });
  });

  it('the lock page without a lock leads home', () => {
    expect(decideGuard(input({ route: routes.lock, path: '/lock' }), paths)).toMatchObject({ kind: 'redirect', rule: 'notLocked', to: '/portal/wel/index' });
  });
});

describe('tab label (rule 3)', () => {
  const text = (value: unknown) => `T(${JSON.stringify(value)})`;
  it('is the frame name from the query, else the route name (i18n_ keys kept for the strip to translate)', () => {
    expect(tabLabelOf(routes.frame, { name: '询价管理' }, '/myiframe/rfq', text)).toBe('询价管理');
    expect(tabLabelOf(routes.info, {}, '/portal/info/index', text)).toBe('i18n_route_personalInfo');
    expect(tabLabelOf({ label: { zh_cn: '个人', en: 'Me' } }, {}, '/x', text)).toBe('T({"zh_cn":"个人","en":"Me"})');
    expect(tabLabelOf({}, {}, '/x/y', text)).toBe('/x/y');
  });
});

describe('entry parameters before the hash', () => {
  it('moves a ticket and login parameters into the hash query, keeping the rest', () => {
    expect(moveEntryParams('?tenant=acme&ticket=a.b.c', '#/portal/wel/index?x=1')).toEqual({ search: '?tenant=acme', hash: '#/portal/wel/index?x=1&ticket=a.b.c' });
    expect(moveEntryParams('?ticket=a.b.c', '')).toEqual({ search: '', hash: '#/?ticket=a.b.c' });
    expect(moveEntryParams('?tenant=acme', '#/login')).toBeUndefined();
    // The hash's own value wins.
    expect(moveEntryParams('?ticket=outer', '#/x?ticket=inner')).toEqual({ search: '', hash: '#/x?ticket=inner' });
  });
});

describe('safeRedirect', () => {
  it('keeps paths inside the shell only', () => {
    expect(safeRedirect('/portal/info/index?a=1', '/home')).toBe('/portal/info/index?a=1');
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil', undefined, '']) expect(safeRedirect(bad, '/home')).toBe('/home');
  });
});
