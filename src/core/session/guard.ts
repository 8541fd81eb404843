/**
 * The page guard as a pure decision, rule by rule (numbered as the platform's guard lists them;
 * they are checked in the order below):
 *
 *   5. a ticket in the query is traded with webValidToken before the route continues (unless the
 *      session already came in with it) and then kept in a cookie if it differs from the stored one;
 *   6. login parameters in the query trigger a login by those parameters before the route continues;
 *   1. with a token and a locked screen, every page redirects to the lock page;
 *   2. going to /login (or /login3) with a token sends the user to the home page;
 *   3. otherwise a tab is added for the target, labelled from the route name (translated when the
 *      name begins with i18n_);
 *   4. without a token, pages marked as not needing authentication are allowed; all others go to
 *      the login redirect with the query.
 *
 * Rules 5 and 6 come first because they change who is signed in; the store runs them ("entry"
 * steps) and the guard is asked again for the cleaned location.
 */
import { matchPath } from 'react-router-dom';
import type { LocalizedText } from '../../generated/layout';

export interface GuardRoute {
  /** Route id in the layout document (login, login3, lock, ...). */
  id: string;
  auth: boolean;
  redirect?: string;
  tab?: boolean;
  chrome?: 'shell' | 'bare';
  label?: LocalizedText;
  /** Whether the signed-in user may open the route (its `visibleWhen` holds for them); absent: yes. */
  allowed?: boolean;
}

export interface GuardInput {
  path: string;
  query: Readonly<Record<string, string>>;
  /** The matched route, undefined when none matches. */
  route: GuardRoute | undefined;
  /** A token is stored (with its user info). */
  hasToken: boolean;
  /** The current access token, to tell whether a ticket is already the session's. */
  token?: string;
  locked: boolean;
  /** The ticket cookie's value. */
  storedTicket?: string;
}

export interface GuardPaths {
  login: string;
  lock: string;
  /** The signed-in user's home (by station). */
  home: string;
  notFound: string;
  /** The 403 page, where a signed-in user goes for a route whose `visibleWhen` does not hold for them. */
  forbidden?: string;
  /** The layout's default home (homeTab.path): a route redirect to it leads a signed-in user to their own home. */
  defaultHome?: string;
}

export interface LoginParams {
  elsAccount: string;
  elsSubAccount: string;
  password: string;
}

export interface EntrySteps {
  /** Rule 5: the ticket; `store` when it differs from the cookie, `validate` when it is not the session's token. */
  ticket?: { value: string; store: boolean; validate: boolean };
  /** Rule 6: sign in with these before the route continues. */
  login?: LoginParams;
  /** The query without the entry parameters (never leave a password or ticket in the address). */
  query: Record<string, string>;
}

export type GuardRule = 'entry' | 'notFound' | 'routeRedirect' | 'locked' | 'loginWithToken' | 'needsLogin' | 'notLocked' | 'forbidden';

export type GuardDecision =
  | { kind: 'entry'; rule: 'entry'; steps: EntrySteps }
  | { kind: 'redirect'; rule: Exclude<GuardRule, 'entry'>; to: string; query: Record<string, string> }
  | { kind: 'render'; tab: boolean; bare: boolean };

export const TICKET_PARAM = 'ticket';
export const LOGIN_PARAMS = ['elsAccount', 'elsSubAccount', 'password'] as const;
/** Routes that are ways in: with a token they lead home (rule 2). */
export const LOGIN_ROUTE_IDS: readonly string[] = ['login', 'login3'];
export const LOCK_ROUTE_ID = 'lock';

function without(query: Readonly<Record<string, string>>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !keys.includes(key)));
}

/** Rules 5 and 6: what must happen before the route continues; undefined when nothing. */
export function entryStepsOf(input: Pick<GuardInput, 'query' | 'hasToken' | 'token' | 'storedTicket'>): EntrySteps | undefined {
  const { query } = input;
  const ticket = query[TICKET_PARAM];
  const login = LOGIN_PARAMS.every((key) => (query[key] ?? '') !== '')
    ? { elsAccount: query.elsAccount!, elsSubAccount: query.elsSubAccount!, password: query.password! }
    : undefined;
  if (ticket === undefined && !login) return undefined;
  const steps: EntrySteps = { query: without(query, [...(ticket !== undefined ? [TICKET_PARAM] : []), ...(login ? LOGIN_PARAMS : [])]) };
  if (ticket !== undefined) {
    // A ticket the session already came in with (it is the token, or the code in the cookie) is
    // not traded again: a code is single-use, and the session it opened is this one.
    const alreadyIn = input.hasToken && (input.token === ticket || input.storedTicket === ticket);
    steps.ticket = {
      value: ticket,
      store: ticket !== '' && ticket !== input.storedTicket,
      validate: ticket !== '' && !alreadyIn,
    };
  }
  if (login) steps.login = login;
  return steps;
}

/** The guard's decision for a location. */
export function decideGuard(input: GuardInput, paths: GuardPaths): GuardDecision {
  const entry = entryStepsOf(input);
  if (entry) return { kind: 'entry', rule: 'entry', steps: entry };

  const { route, hasToken, locked, query } = input;
  // Rule 1: with a token and a locked screen, every page goes to the lock page.
  if (hasToken && locked && route?.id !== LOCK_ROUTE_ID) return { kind: 'redirect', rule: 'locked', to: paths.lock, query: {} };
  if (!route) return { kind: 'redirect', rule: 'notFound', to: paths.notFound, query: {} };
  if (route.redirect) {
    // The entry redirects (/, /wel, /portal/wel) name the default home; signed in, a user of a
    // station with its own home (a supplier) goes there instead.
    const to = hasToken && paths.defaultHome !== undefined && route.redirect === paths.defaultHome ? paths.home : route.redirect;
    return { kind: 'redirect', rule: 'routeRedirect', to, query: { ...query } };
  }
  // Rule 2: a way in with a token goes home.
  if (hasToken && LOGIN_ROUTE_IDS.includes(route.id)) return { kind: 'redirect', rule: 'loginWithToken', to: paths.home, query: {} };
  // Rule 4: without a token only pages marked as not needing authentication are open.
  if (!hasToken && route.auth) {
    return { kind: 'redirect', rule: 'needsLogin', to: paths.login, query: { redirect: `${input.path}${searchOf(query)}` } };
  }
  // The lock page is only for a locked session; unlocked, it leads home.
  if (hasToken && !locked && route.id === LOCK_ROUTE_ID) return { kind: 'redirect', rule: 'notLocked', to: paths.home, query: {} };
  // A page the layout routes to some users only (the layout editor: admins) is the 403 page for the others.
  if (hasToken && route.allowed === false) return { kind: 'redirect', rule: 'forbidden', to: paths.forbidden ?? paths.notFound, query: {} };
  // Rule 3: a tab for the target.
  const bare = (route.chrome ?? 'shell') === 'bare';
  return { kind: 'render', tab: !bare && route.tab !== false, bare };
}

/** Rule 3: the tab label is the frame's name from the query, else the route name (an i18n_ key is translated when shown). */
export function tabLabelOf(route: Pick<GuardRoute, 'label'>, query: Readonly<Record<string, string>>, path: string, text: (value: LocalizedText) => string): string {
  if (query.name) return query.name;
  if (route.label === undefined) return path;
  // A plain string (an i18n_ key or text) is kept as it is: the tab strip translates i18n_ keys
  // when it shows them, so a language change relabels open tabs.
  return typeof route.label === 'string' ? route.label : text(route.label);
}

/** A redirect target inside the shell: a path starting with one slash (never //host or a scheme). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') ? target : fallback;
}

export function searchOf(query: Readonly<Record<string, string>>): string {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}

/** A query string (with or without its `?`) as a record; a repeated key keeps its last value. */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** The first of the (ordered) routes whose path matches the location's path, with its parameters. */
export function matchRoute<R extends { path: string }>(
  routes: ReadonlyArray<readonly [string, R]>,
  pathname: string,
): { id: string; route: R; params: Record<string, string | undefined> } | undefined {
  for (const [id, route] of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { id, route, params: match.params };
  }
  return undefined;
}

/**
 * A ticket or login parameters in the page's own query (`/portal/?ticket=…#/…`, as single sign-on
 * redirects send them) are moved into the hash route's query, where the guard sees them. Returns
 * the new search and hash, or undefined when nothing moves.
 */
export function moveEntryParams(search: string, hash: string): { search: string; hash: string } | undefined {
  const outer = new URLSearchParams(search);
  const moving = [TICKET_PARAM, ...LOGIN_PARAMS].filter((key) => outer.has(key));
  if (moving.length === 0) return undefined;
  const route = hash.replace(/^#/, '') || '/';
  const queryStart = route.indexOf('?');
  const path = queryStart < 0 ? route : route.slice(0, queryStart);
  const inner = new URLSearchParams(queryStart < 0 ? '' : route.slice(queryStart + 1));
  for (const key of moving) {
    if (!inner.has(key)) inner.set(key, outer.get(key) ?? '');
    outer.delete(key);
  }
  const outerText = outer.toString();
  const innerText = inner.toString();
  return { search: outerText ? `?${outerText}` : '', hash: `#${path}${innerText ? `?${innerText}` : ''}` };
}
