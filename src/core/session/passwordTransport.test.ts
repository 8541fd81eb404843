import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword, passwordQueryValue } from './passwordTransport';

const config = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };

describe('password transport (AES-CBC, PKCS#7, key and IV from configuration)', () => {
  it('is what a standard AES-128-CBC implementation decrypts', () => {
    const cipherText = encryptPassword('Buyer@2026', config);
    const decipher = crypto.createDecipheriv('aes-128-cbc', Buffer.from(config.key), Buffer.from(config.iv));
    expect(Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8')).toBe('Buyer@2026');
    // A fixed key and IV: the same password gives the same ciphertext (the platform's scheme).
    expect(encryptPassword('Buyer@2026', config)).toBe(cipherText);
  });
  it('round-trips non-ASCII passwords and uses AES-256 with a 32-character key', () => {
    const wide = { key: 'k'.repeat(32), iv: config.iv };
    const cipherText = encryptPassword('密码@Aa12345', wide);
    const decipher = crypto.createDecipheriv('aes-256-cbc', Buffer.from(wide.key), Buffer.from(wide.iv));
    expect(Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8')).toBe('密码@Aa12345');
  });
  it('URL-encodes the query value exactly once', () => {
    const value = passwordQueryValue('Buyer@2026', config);
    expect(value).not.toMatch(/[+/=]/);
    expect(decodeURIComponent(value)).toBe(encryptPassword('Buyer@2026', config));
  });
});
