/**
 * The ticket, an access token another page hands over in the address: a ticket in the query is
 * kept in a cookie when it differs from the one stored, validated with webValidToken, and the
 * cookie is removed on logout.
 */

export const TICKET_COOKIE = 'ticket';
/** A ticket is an access token (a JWT): three Base64url parts. Anything else is refused unsent. */
const TICKET_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
export const TICKET_MAX_LENGTH = 4096;

/** Whether a query value can be a ticket at all (shape only; the server decides validity). */
export function isWellFormedTicket(value: string): boolean {
  return value.length <= TICKET_MAX_LENGTH && TICKET_PATTERN.test(value);
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
