// What one call of the platform is, as a value both sides use: the shell calls it (src/core/api/call.ts),
// the server registers its handler against it (server/platform/http/route.ts), the test fakes answer
// it (src/testing/http.ts) and docs/api.md lists it (scripts/api-docs.ts). Plain data: it reaches the
// browser bundle, so it holds no schema; the TypeBox schemas of body and answer are in
// endpointSchemas.ts, for the server and the tests. The types ride along as phantoms.

export type Method = 'GET' | 'POST' | 'PUT';

/** The shell's per-call options of the HTTP client (src/core/api/http.ts). */
export interface ClientOptions {
  /** Leave out the token header (the public calls). */
  readonly skipToken?: true;
  /** No error toast: the caller shows its own message. */
  readonly silent?: true;
  /** Never wait for or run a token refresh (the refresh call itself, the ticket trade). */
  readonly skipRefresh?: true;
  /** A body code '401' only rejects: no message, no redirect. */
  readonly skipAuthRedirect?: true;
}

export interface EndpointOptions {
  /** Needs no token. */
  readonly public?: true;
  /** Served only while the development endpoints are switched on. */
  readonly dev?: true;
  /** Other methods the server also takes for this path (the platform's clients differ). */
  readonly alsoAccepts?: readonly Method[];
  /** The path is also served under these prefixes (the audit service's /v2). */
  readonly prefixes?: readonly string[];
  /** Not answered with the envelope (a file, a broker hook's verdict). */
  readonly raw?: true;
  readonly client?: ClientOptions;
}

declare const phantom: unique symbol;

/** One call: `name` is its key in `endpoints` (set by `named`). */
export interface Endpoint<Path extends string = string, Body = unknown, Answer = unknown, Query = unknown> extends EndpointOptions {
  name: string;
  readonly method: Method;
  readonly path: Path;
  /** Types only, never present. */
  readonly [phantom]?: { body: Body; answer: Answer; query: Query };
}

/** `{ token: string }` for '/ElsAuthService/webValidToken/:token'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type PathOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type ParamsOf<E> = PathParams<PathOf<E> & string>;
export type BodyOf<E> = E extends { readonly [phantom]?: { body: infer B } } ? B : never;
export type AnswerOf<E> = E extends { readonly [phantom]?: { answer: infer A } } ? A : never;
export type QueryOf<E> = E extends { readonly [phantom]?: { query: infer Q } } ? Q : never;

/** A declaration: `post<Body, Answer>()('/path', options)` (curried so the path stays a literal type). */
const declare =
  (method: Method) =>
  <Body = undefined, Answer = null, Query = undefined>() =>
  <const P extends string, const O extends EndpointOptions = Record<never, never>>(path: P, options?: O): Endpoint<P, Body, Answer, Query> & O =>
    ({ name: '', method, path, ...options }) as Endpoint<P, Body, Answer, Query> & O;

export const get = declare('GET');
export const post = declare('POST');
export const put = declare('PUT');

/** Options of the public calls the login page makes: no token, no toast. */
export const PUBLIC_QUIET = {
  public: true,
  client: { skipToken: true, silent: true },
} as const;
export const QUIET = { client: { silent: true } } as const;

/** Gives each declaration of a group its key as its name. */
export function named<G extends Record<string, Endpoint>>(group: G): G {
  for (const [name, endpoint] of Object.entries(group)) endpoint.name = name;
  return group;
}

/** The path with its parameters filled in, each URL-encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: parameter ${name} missing`);
    return encodeURIComponent(value);
  });
}
