// The WeChat binding QR code of the top bar (GET /ElsAccountService/getPrCode). No WeChat service
// exists here: the reference server draws a per-user demo image in the shape of a QR code (finder
// patterns, modules from a hash of the account), as a data: URL the shell shows as it is. It is
// not scannable and binds nothing.
import crypto from 'node:crypto';
import type { AuthUser } from '../../platform/auth/tokens.js';

const SIZE = 25;
const CELL = 6;
const MARGIN = 4;

function isFinder(x: number, y: number): boolean {
  const inBox = (bx: number, by: number) => x >= bx && x < bx + 7 && y >= by && y < by + 7;
  return inBox(0, 0) || inBox(SIZE - 7, 0) || inBox(0, SIZE - 7);
}

function finderModule(x: number, y: number): boolean {
  const local = (v: number) => (v >= SIZE - 7 ? v - (SIZE - 7) : v);
  const lx = local(x);
  const ly = local(y);
  const ring = Math.max(Math.abs(lx - 3), Math.abs(ly - 3));
  return ring !== 2;
}

/** The demo binding image of a user, as a data:image/svg+xml URL (the same for the same user). */
export function wechatBindingQr(user: Pick<AuthUser, 'elsAccount' | 'elsSubAccount'>): string {
  // Enough bits for every module: SHA-256 chained over the account.
  let bits = '';
  for (let round = 0; bits.length < SIZE * SIZE; round += 1) {
    const digest = crypto.createHash('sha256').update(`srm-wechat-bind:${round}:${user.elsAccount}_${user.elsSubAccount}`).digest();
    for (const byte of digest) bits += byte.toString(2).padStart(8, '0');
  }
  const rects: string[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const dark = isFinder(x, y) ? finderModule(x, y) : bits[y * SIZE + x] === '1';
      if (dark) rects.push(`<rect x="${MARGIN * CELL + x * CELL}" y="${MARGIN * CELL + y * CELL}" width="${CELL}" height="${CELL}"/>`);
    }
  }
  const side = (SIZE + 2 * MARGIN) * CELL;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" role="img">` +
    `<title>WeChat binding (demo)</title><rect width="${side}" height="${side}" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
