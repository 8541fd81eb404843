import { describe, expect, it } from 'vitest';
import { decryptPassword, receivedPassword } from './passwordTransport.js';
import { enc } from '../../testServer.js';

const transport = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };

describe('password transport (server side)', () => {
  it('decrypts what the shell encrypts with crypto-js, and takes plain text as given', () => {
    const fromShell = enc('Buyer@2026');
    expect(fromShell).not.toContain('Buyer');
    expect(decryptPassword(fromShell, transport)).toBe('Buyer@2026');
    expect(receivedPassword('Buyer@2026', transport)).toBe('Buyer@2026');
    // Base64 that is no ciphertext of this key stays as it is.
    expect(receivedPassword('QUJDREVGR0hJSktMTU5PUA==', transport)).toBe('QUJDREVGR0hJSktMTU5PUA==');
    expect(decryptPassword(enc('x'), { key: 'another-key-16ch', iv: transport.iv })).toBeUndefined();
  });
});

