/**
 * The password transport, fetched on first use: crypto-js sits in its own chunk, which only a
 * sign-in, an unlock, a reset, a registration or a password change needs.
 */
import type { PasswordTransportConfig } from './passwordTransport';

const transport = () => import(/* webpackChunkName: "password-transport" */ './passwordTransport');

/** Fetches the transport's chunk ahead of its first use (the login page, while the user types). */
export function preloadPasswordTransport(): Promise<unknown> {
  return transport();
}

/** The password as the platform expects it in a request body (AES ciphertext, Base64). */
export async function encryptForTransport(password: string, config: PasswordTransportConfig): Promise<string> {
  return (await transport()).encryptPassword(password, config);
}

/** The password as the password-change call expects it in its query: encrypted, URL-encoded once. */
export async function encryptForQuery(password: string, config: PasswordTransportConfig): Promise<string> {
  return (await transport()).passwordQueryValue(password, config);
}
