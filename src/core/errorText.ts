/** The text of a failure: an Error's message (the server's, for an ApiError), else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The text to show for a failed call: the server's message when the server answered (an ApiError),
 * else `networkText()` (the shell's network message) — never a transport library's own words
 * ("Network Error", "timeout of 4000ms exceeded"), which are English and say nothing to a user.
 */
export function failureText(error: unknown, networkText: () => string): string {
  return error instanceof Error && error.name === 'ApiError' && error.message ? error.message : networkText();
}

/**
 * Whether a failure is the transport library's own: the call got no answer (network error, timeout,
 * a gateway's page). Its message is the library's ("Network Error"), never a text for a user. The
 * server's refusals (ApiError) and the shell's own errors are not.
 */
export function isTransportFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * A rejection as a page shows it: a call that got no answer becomes an Error whose message is
 * `networkText()` (the shell's network message in the user's language); anything else (the server's
 * refusal with its status and data, a rule of the shell) stays as it is.
 */
export function withNetworkText(error: unknown, networkText: () => string): unknown {
  if (!isTransportFailure(error)) return error;
  const shown = new Error(networkText(), { cause: error });
  shown.name = 'NetworkError';
  return shown;
}
