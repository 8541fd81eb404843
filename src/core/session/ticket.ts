/**
 * The ticket another page hands over in the address. The reference server's tickets are
 * short-lived single-use codes traded at once (webValidToken) for an access token of the issuing
 * session; the SRM platform's are access tokens, checked the same way. A ticket is kept in a
 * cookie once it has let the session in (so the same link again is not traded twice), and the
 * cookie is removed on logout. A spent code in the cookie opens nothing; see docs/security.md.
 */

export const TICKET_COOKIE = 'ticket';
/** An access token (a JWT: three Base64url parts) or an exchange code (Base64url, 16–128 characters). Anything else is refused unsent. */
const TOKEN_TICKET = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const CODE_TICKET = /^[A-Za-z0-9_-]{16,128}$/;
export const TICKET_MAX_LENGTH = 4096;

/** Whether a query value can be a ticket at all (shape only; the server decides validity). */
export function isWellFormedTicket(value: string): boolean {
  return value.length <= TICKET_MAX_LENGTH && (TOKEN_TICKET.test(value) || CODE_TICKET.test(value));
}

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The Set-Cookie text of the ticket cookie (path /, so sub-apps of the origin see it too). */
export function ticketCookie(value: string, secure: boolean): string {
  return `${TICKET_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The text that removes the ticket cookie. */
export function expiredTicketCookie(): string {
  return `${TICKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A place to read and write cookies (document in the browser, a string in tests). */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}
