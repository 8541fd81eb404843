// Password hashes: scrypt with a random salt, encoded with their parameters so they can change later.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15 costs ~50 ms here: slow for guessing, fast enough for interactive logins.
const SCRYPT = { N: 32768, r: 8, p: 1, keylen: 64, maxmem: 64 * 1024 * 1024 };

function encodeHash(n: number, r: number, p: number, salt: Buffer, hash: Buffer): string {
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, SCRYPT);
  return encodeHash(SCRYPT.N, SCRYPT.r, SCRYPT.p, salt, hash);
}

/** Synchronous variant for seeding inside a transaction. */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, SCRYPT.keylen, SCRYPT);
  return encodeHash(SCRYPT.N, SCRYPT.r, SCRYPT.p, salt, hash);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

// Compared against when the account does not exist, so a wrong account costs as much time as a
// wrong password and response times do not reveal which accounts exist.
let dummyHash: string | undefined;
export function dummyPasswordHash(): string {
  dummyHash ??= hashPasswordSync(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
