// The Content-Security-Policy of the shell and of the demo sub-apps, as directives for
// @fastify/helmet: scripts only from the own origin (the layout validators are precompiled, so no
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
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'frame-src': ["'self'", ...frameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'", ...ancestors],
  };
}

/** The header value of the directives, written as @fastify/helmet writes it. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** The shell's policy for a tenant's frame origins. */
export function shellCsp(frameOrigins: readonly string[] = []): string {
  return cspHeader(cspDirectives(frameOrigins));
}

/** The policy of a page without a tenant (no frame origins besides its own). */
export const SHELL_CSP = shellCsp();
