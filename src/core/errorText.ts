/** The text of a failure: an Error's message (the server's, for an ApiError), else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
