// The platform's password transport on the server side: the shell sends passwords AES-CBC
// encrypted (PKCS#7, Base64) with the key and IV of the layout document's app.passwordTransport.
// Compatibility with the SRM backend only, not a security boundary: TLS protects the wire.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PasswordTransport {
  key: string;
  iv: string;
}

/** The key and IV of the base layout (<configRoot>/base/layout.json), which the shell bundles and uses unless a tenant overrides them. */
export function loadPasswordTransport(configRoot: string): PasswordTransport {
  const file = path.join(configRoot, 'base', 'layout.json');
  const layout = JSON.parse(fs.readFileSync(file, 'utf8')) as { app?: { passwordTransport?: Partial<PasswordTransport> } };
  const transport = layout.app?.passwordTransport;
  if (typeof transport?.key !== 'string' || typeof transport.iv !== 'string') throw new Error(`${file}: app.passwordTransport (key, iv) is missing`);
  return checkTransport({ key: transport.key, iv: transport.iv });
}

export function checkTransport(transport: PasswordTransport): PasswordTransport {
  const keyBytes = Buffer.byteLength(transport.key, 'utf8');
  if (![16, 24, 32].includes(keyBytes)) throw new Error(`password transport key must be 16, 24 or 32 bytes, got ${keyBytes}`);
  if (Buffer.byteLength(transport.iv, 'utf8') !== 16) throw new Error('password transport IV must be 16 bytes');
  return transport;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decrypts a transported password; undefined when the value is not a ciphertext of this key. */
export function decryptPassword(value: string, transport: PasswordTransport): string | undefined {
  if (value.length < 24 || value.length % 4 !== 0 || !BASE64.test(value)) return undefined;
  const data = Buffer.from(value, 'base64');
  if (data.length === 0 || data.length % 16 !== 0) return undefined;
  const key = Buffer.from(transport.key, 'utf8');
  try {
    const decipher = crypto.createDecipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.from(transport.iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text;
  } catch {
    return undefined;
  }
}

/**
 * The password a request carries: the shell always sends the ciphertext; a value that is not one
 * (an API client or test sending plain text) is taken as it is. Either way the same hash check
 * follows, and TLS is what protects the password on the wire.
 */
export function receivedPassword(value: string, transport: PasswordTransport): string {
  return decryptPassword(value, transport) ?? value;
}
