// The Content-Security-Policy of the shell and of the demo sub-apps, as directives for
// helmet: scripts only from the own origin (the layout validators are precompiled, so no
// eval is needed), frames only from the own origin and the origins the tenant allows, and the page
// framed only by its own origin (frame-ancestors, with X-Frame-Options: SAMEORIGIN beside it).

export type CspDirectives = Record<string, readonly string[]>;

/**
 * Images may come from https too: a tenant's logo or login background may be an absolute URL.
 * `frameOrigins` are the tenant's allowed frame origins; `ancestors` who may frame the page.
 */
export function cspDirectives(frameOrigins: readonly string[] = [], ancestors: readonly string[] = []): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // The page's own origin (its WebSocket broker too, see pageConnectSources); absolute API or
    // broker addresses of the deployment are added per tenant.
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'", ...ancestors],
  };
}

/** A Host header that can stand in a directive: a name or IPv4/IPv6 address with an optional port, nothing else. */
const SAFE_HOST = /^([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(:\d{1,5})?$/;

/**
 * connect-src of a shell page: its own origin, its own host over ws: and wss: (the broker at
 * {wsOrigin}/mqtt; older browsers do not count WebSockets as 'self'), and the tenant's absolute
 * API and broker origins. No other host: a script injected into the page cannot phone home.
 */
export function pageConnectSources(host: string | undefined, tenantOrigins: readonly string[]): string[] {
  const own = host && SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return ["'self'", ...own, ...tenantOrigins];
}

/** The header value of the directives, written as helmet writes it. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** The shell's policy for a tenant's frame origins, as answered to a request for `host`. */
export function shellCsp(frameOrigins: readonly string[] = [], host?: string): string {
  return cspHeader({ ...cspDirectives(frameOrigins), 'connect-src': pageConnectSources(host, []) });
}
