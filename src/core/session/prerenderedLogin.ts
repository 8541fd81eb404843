/**
 * The hand-over from the login page that index.html carries prerendered (scripts/prerender-login.tsx)
 * to the real login page: what the user typed before the scripts ran, which field had the focus and
 * where its caret stood, and whether the form was sent meanwhile. Taking it removes the static copy.
 */

/** The static copy's container (one per language; the gate leaves the shown one). */
export const PRERENDERED_ATTRIBUTE = 'data-srm-prerendered';
/** Its style sheets (Griffel's extracted styles, and the rule that hides #root meanwhile). */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-srm-prerendered-style';
/** The inline gate script (the server allows it by its hash). */
export const PREGATE_ATTRIBUTE = 'data-srm-gate';
/** On <html> while the static copy shows (and #root is hidden). */
export const PRERENDERED_CLASS = 'srm-prerendered';

/** The route the login page is prerendered for (the base layout's routes.login.path). */
export const PRERENDERED_LOGIN_PATH = '/login';

/** The text fields taken over, by their name attribute. */
export const TYPED_FIELDS = ['elsAccount', 'elsSubAccount', 'loginName', 'password'] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];

export interface TypedLogin {
  /** Non-empty values only: an empty field leaves the real page's own value (remembered account, query). */
  values: Partial<Record<TypedField, string>>;
  /** The field with the focus, and its selection. */
  focus?: { name: TypedField; start: number | null; end: number | null };
  /** The user sent the form before the scripts ran. */
  submitted: boolean;
}

const isTypedField = (name: string): name is TypedField => (TYPED_FIELDS as readonly string[]).includes(name);

/** Removes the static copy and its styles, and shows #root again. */
export function releasePrerenderedLogin(doc: Document): void {
  for (const element of doc.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}], [${PRERENDERED_STYLE_ATTRIBUTE}]`)) element.remove();
  doc.documentElement.classList.remove(PRERENDERED_CLASS);
}

/** What was typed into the shown static copy (undefined when none shows), removing the copy. */
export function takePrerenderedLogin(doc: Document): TypedLogin | undefined {
  const shown = doc.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]:not([hidden])`);
  if (!shown) {
    releasePrerenderedLogin(doc);
    return undefined;
  }
  const values: TypedLogin['values'] = {};
  let focus: TypedLogin['focus'];
  for (const input of shown.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (!isTypedField(input.name)) continue;
    if (input.value !== '') values[input.name] = input.value;
    if (doc.activeElement === input) focus = { name: input.name, start: input.selectionStart, end: input.selectionEnd };
  }
  const submitted = shown.querySelector('form')?.getAttribute('data-submitted') === 'true';
  releasePrerenderedLogin(doc);
  return { values, ...(focus ? { focus } : {}), submitted };
}

/** Puts the focus and caret where they were, in the real form's field of the same name. */
export function restoreFocus(form: HTMLFormElement, focus: TypedLogin['focus']): void {
  if (!focus) return;
  const input = form.querySelector<HTMLInputElement>(`input[name="${focus.name}"]`);
  if (!input) return;
  input.focus();
  if (focus.start !== null && focus.end !== null) {
    try {
      input.setSelectionRange(focus.start, focus.end);
    } catch {
      // a field type without a selection
    }
  }
}

/** An entry address the guard sends to the login page when no session is stored: its path's pattern, and the path of the login's `redirect`. */
export interface LoginEntry {
  /** A regular expression (source) of the route's path, as the router matches it (any case, an optional trailing slash). */
  pattern: string;
  /** The path the login returns to: the route's own path (empty) or the end of its redirects. */
  target: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The router's matching of a route path (`/myiframe/:routerPath`) as a regular expression's source. */
export function routePattern(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return `^${segments.join('/').replace(/\/$/, '')}/?$`;
}

/**
 * The entry addresses whose guard, without a session, ends on the login page: every route that
 * needs authentication, and every redirect (`/` → `/portal/wel` → `/portal/wel/index`) that ends on
 * one, with the path the login's `redirect` names (the guard's needsLogin rule, after the route
 * redirects). index.html's gate shows the prerendered login for them at once and puts the address
 * the guard would go to in place (scripts/prerenderHtml.ts), instead of the boot spinner until the
 * scripts have run and redirected. From the base layout's routes: an overlay that moves a route
 * costs the fast form, never a wrong page (the guard still decides).
 */
export function loginEntries(routes: ReadonlyArray<readonly [string, { path: string; auth?: boolean; redirect?: string }]>, match: (path: string) => { id: string; route: { path: string; auth?: boolean; redirect?: string } } | undefined): LoginEntry[] {
  const entries: LoginEntry[] = [];
  for (const [id, route] of routes) {
    if (id === 'login' || route.path === PRERENDERED_LOGIN_PATH) continue;
    let current: { id: string; route: { path: string; auth?: boolean; redirect?: string } } | undefined = { id, route };
    let target = route.path;
    for (let hop = 0; current?.route.redirect !== undefined && hop < 4; hop += 1) {
      target = current.route.redirect;
      current = match(target);
    }
    if (!current || current.route.redirect !== undefined || !current.route.auth) continue;
    entries.push({ pattern: routePattern(route.path), target: route.redirect !== undefined ? target : '' });
  }
  return entries;
}
