import { describe, expect, it } from 'vitest';
import { expiredTicketCookie, isWellFormedTicket, readCookie, ticketCookie } from './ticket';

describe('ticket cookie', () => {
  it('reads one cookie among others', () => {
    expect(readCookie('a=1; ticket=x.y.z; b=2', 'ticket')).toBe('x.y.z');
    expect(readCookie('ticketx=1', 'ticket')).toBeUndefined();
    expect(readCookie('ticket=%E4%B8%AD', 'ticket')).toBe('中');
    expect(readCookie('ticket=%E4%B8', 'ticket')).toBeUndefined();
  });
  it('writes with path / and SameSite, Secure over https, and removes with Max-Age=0', () => {
    expect(ticketCookie('a.b.c', false)).toBe('ticket=a.b.c; Path=/; SameSite=Lax');
    expect(ticketCookie('a.b.c', true)).toContain('; Secure');
    expect(expiredTicketCookie()).toBe('ticket=; Path=/; Max-Age=0; SameSite=Lax');
  });
  it('accepts only token-shaped tickets and exchange codes', () => {
    expect(isWellFormedTicket('eyJh.eyJz.sig-_')).toBe(true);
    expect(isWellFormedTicket('q3Xc9-vJ_0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456')).toBe(true);
    for (const bad of ['', 'abc', 'not-a-token', 'a.b', 'a.b.c.d', 'a/b.c.d', '../x.y.z', `${'a'.repeat(5000)}.b.c`, 'a'.repeat(129), 'abc def ghi jkl mno', '%2e%2e%2fabcdefghijkl']) {
      expect(isWellFormedTicket(bad), bad).toBe(false);
    }
  });
});
