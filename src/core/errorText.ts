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
