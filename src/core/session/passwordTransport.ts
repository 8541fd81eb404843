/**
 * Password transport as the SRM platform expects it: AES in CBC mode with
 * PKCS#7 padding, a fixed key and IV from the layout document (app.passwordTransport), Base64
 * ciphertext. This is compatibility with the SRM backend, NOT a security boundary: anyone who has
 * the shell has the key. Confidentiality on the wire comes from TLS.
 *
 * Only the crypto-js modules used are imported (AES pulls in its cipher core, which carries the
 * CBC mode and PKCS#7 padding), not the whole library.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import CryptoJS from 'crypto-js/core';

export interface PasswordTransportConfig {
  /** 16, 24 or 32 characters (AES-128/192/256). */
  key: string;
  /** 16 characters. */
  iv: string;
}

export function encryptPassword(password: string, config: PasswordTransportConfig): string {
  const key = Utf8.parse(config.key);
  const iv = Utf8.parse(config.iv);
  return AES.encrypt(Utf8.parse(password), key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).toString();
}

/**
 * The password-change call (PUT /ElsAccountService/modifyPassword) carries the passwords in the
 * query: encrypted ("hashed", as the platform calls it) and URL-encoded exactly once.
 */
export function passwordQueryValue(password: string, config: PasswordTransportConfig): string {
  return encodeURIComponent(encryptPassword(password, config));
}
