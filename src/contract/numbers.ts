// How a number is written where the platform reads one (issue 28), the one rule of every route: in a
// JSON body a JSON number; in a path or a query, where everything is text, a plain decimal: digits
// only, no sign, no leading zero, no space, no hexadecimal, no exponent. `true`, "0x10", "1e3", " 1"
// and "01" are refused (400, request.invalid) before the declared bounds are checked. The server
// applies it to every numeric field of every route's schema (server/platform/http/strictNumbers.ts);
// the ids a path carries follow it too (DECIMAL_ID).

/** A number as a path or query writes it: `0` or digits without a leading zero. */
export const PLAIN_DECIMAL = /^(0|[1-9][0-9]*)$/;

/** An id the server hands out, in a path or as text in a body: a plain decimal of at most 18 digits. */
export const DECIMAL_ID = /^(0|[1-9][0-9]{0,17})$/;
