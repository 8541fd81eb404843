/**
 * The one rule for a frame origin (frames.allowedOrigins.*.origin): the layout editor's form, the
 * layout check (config:check, the JSON tab, the server's save) and the server's Content-Security-Policy
 * header all ask this function, so none of them accepts what another refuses.
 *
 * The shape is the schema's (scheme, host, optional port, nothing after; at most 200 characters; a
 * test checks the schema's pattern is this one). Beyond the shape: https://, or http:// only for the
 * admin's own machine, the hosts browsers treat as potentially trustworthy (W3C Secure Contexts):
 * `localhost`, a name under `.localhost` and the loopback addresses 127.0.0.0/8 (`http://127.0.0.2:8080`
 * is a sub-app in development). A page of an https portal cannot frame a plain-http page anyway, and a
 * framed origin may send bridge messages: an http origin anyone on the way can impersonate is refused.
 */

/** The schema's pattern of an origin (schema/layout.schema.json, frames.allowedOrigins.*.origin). */
export const FRAME_ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;
/** The schema's limit of one origin's length (it goes into every page's CSP header). */
export const FRAME_ORIGIN_MAX_LENGTH = 200;

/** Why an origin is refused: not an origin at all, or plain http to another machine. */
export type FrameOriginProblem = 'originPattern' | 'originInsecure';

const LOOPBACK_IPV4 = /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** Whether a host name is the user's own machine: localhost, *.localhost, 127.0.0.0/8. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || LOOPBACK_IPV4.test(name);
}

/** What is wrong with a frame origin, or undefined when it may be allowed. */
export function frameOriginProblem(origin: string): FrameOriginProblem | undefined {
  if (origin.length > FRAME_ORIGIN_MAX_LENGTH || !FRAME_ORIGIN_PATTERN.test(origin)) return 'originPattern';
  if (/^http:/i.test(origin) && !isLoopbackHost(origin.slice('http://'.length).replace(/:[0-9]+$/, ''))) return 'originInsecure';
  return undefined;
}

/** Whether a frame origin may be allowed (in a layout, in a CSP header). */
export const isAllowedFrameOrigin = (origin: string): boolean => frameOriginProblem(origin) === undefined;

/** The issue text of an http origin to another machine (config:check, the editor, the server's refusal). */
export const INSECURE_ORIGIN_MESSAGE = "must use https://: plain http:// is allowed only for this machine (localhost, a name under .localhost, 127.x.x.x)";

/**
 * The layout issues of the frame origins of a document or patch that have the schema's shape but
 * use plain http to another machine (shape failures are the schema's issues).
 */
export function frameOriginIssues(doc: unknown): { pointer: string; rule: string; message: string }[] {
  const frames = isObject(doc) ? doc.frames : undefined;
  const origins = isObject(frames) ? frames.allowedOrigins : undefined;
  if (!isObject(origins)) return [];
  return Object.entries(origins).flatMap(([id, entry]) => {
    const origin = isObject(entry) ? entry.origin : undefined;
    if (typeof origin !== 'string' || frameOriginProblem(origin) !== 'originInsecure') return [];
    return [{ pointer: `/frames/allowedOrigins/${id.replace(/~/g, '~0').replace(/\//g, '~1')}/origin`, rule: 'insecureOrigin', message: `${JSON.stringify(origin)} ${INSECURE_ORIGIN_MESSAGE}` }];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
