// The shell's Content-Security-Policy: scripts only from its own origin (the layout validators are
// precompiled, so no eval is needed), frames only from its own origin and the ones the layout allows.

/**
 * Frames: its own origin plus the origins the layout allows (frames.allowedOrigins). Images may
 * come from https too: a tenant's logo or login background may be an absolute URL.
 */
export function shellCsp(frameOrigins: readonly string[] = []): string {
  const frames = ["'self'", ...frameOrigins].join(' ');
  return (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
    `connect-src 'self' ws: wss:; frame-src ${frames}; object-src 'none'; base-uri 'self'`
  );
}

export const SHELL_CSP = shellCsp();
