import { describe, expect, it } from 'vitest';
import { appendEntry, CLIENT_ERROR_LIMIT, CLIENT_ERROR_MESSAGE_MAX, redactMessage, type ClientErrorEntry } from './clientErrors';

describe('client errors', () => {
  it('redacts tokens and passwords', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAwIn0.c2lnbmF0dXJl';
    const text = redactMessage(`POST /login?password=hunter2&x=1 {"refreshToken":"abc123"} Authorization: Bearer ${jwt} token=${jwt}`);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain(jwt);
    expect(text).toContain('password=[redacted]');
    expect(text).toContain('x=1');
  });

  it('bounds a message and reads errors', () => {
    expect(redactMessage('a'.repeat(10_000))).toHaveLength(CLIENT_ERROR_MESSAGE_MAX);
    expect(redactMessage(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(redactMessage('line\u0000break')).toBe('line break');
  });

  it('keeps the last 100 entries', () => {
    let log: ClientErrorEntry[] = [];
    for (let id = 1; id <= 130; id += 1) log = appendEntry(log, { id, at: id, kind: 'error', message: String(id) });
    expect(log).toHaveLength(CLIENT_ERROR_LIMIT);
    expect(log[0]?.id).toBe(31);
    expect(log.at(-1)?.id).toBe(130);
  });
});
