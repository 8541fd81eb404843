// Captcha: an SVG image the server draws (stroked glyphs, no font and no <text>, so the answer is not
// in the markup), with jitter, rotation and noise; the answer is kept server-side as a hash with an
// expiry and deleted on its first check (single use).
import crypto from 'node:crypto';
import type { CaptchaImage } from '../../../src/contract/auth.js';
import { tablesOf, type Db } from '../db/handle.js';
import { CAPTCHA_LENGTH } from '../shellRules.js';
import type { AuthTables } from './tables.js';

export { CAPTCHA_LENGTH };

type Point = readonly [number, number];
type Stroke = readonly Point[];

// Glyphs on a 10 × 14 grid. Letters and digits that are easy to confuse (0/O/Q, 1/I, 2/Z, 5/S,
// 6/G, 8/B) are left out.
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[2, 9], [8, 9]]],
  C: [[[10, 2], [8, 0], [2, 0], [0, 2], [0, 12], [2, 14], [8, 14], [10, 12]]],
  D: [[[0, 0], [0, 14], [6, 14], [10, 10], [10, 4], [6, 0], [0, 0]]],
  E: [[[10, 0], [0, 0], [0, 14], [10, 14]], [[0, 7], [7, 7]]],
  F: [[[10, 0], [0, 0], [0, 14]], [[0, 7], [7, 7]]],
  H: [[[0, 0], [0, 14]], [[10, 0], [10, 14]], [[0, 7], [10, 7]]],
  J: [[[3, 0], [10, 0]], [[8, 0], [8, 11], [5, 14], [2, 14], [0, 11]]],
  K: [[[0, 0], [0, 14]], [[10, 0], [0, 8]], [[3, 6], [10, 14]]],
  L: [[[0, 0], [0, 14], [10, 14]]],
  M: [[[0, 14], [0, 0], [5, 8], [10, 0], [10, 14]]],
  N: [[[0, 14], [0, 0], [10, 14], [10, 0]]],
  P: [[[0, 14], [0, 0], [8, 0], [10, 2], [10, 5], [8, 7], [0, 7]]],
  R: [[[0, 14], [0, 0], [8, 0], [10, 2], [10, 5], [8, 7], [0, 7]], [[5, 7], [10, 14]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[0, 0], [0, 11], [3, 14], [7, 14], [10, 11], [10, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2, 14], [5, 6], [8, 14], [10, 0]]],
  X: [[[0, 0], [10, 14]], [[10, 0], [0, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  '3': [[[0, 1], [2, 0], [8, 0], [10, 2], [10, 5], [7, 7], [10, 9], [10, 12], [8, 14], [2, 14], [0, 13]], [[4, 7], [7, 7]]],
  '4': [[[7, 14], [7, 0], [0, 10], [10, 10]]],
  '7': [[[0, 0], [10, 0], [4, 14]]],
  '9': [[[10, 5], [8, 7], [2, 7], [0, 5], [0, 2], [2, 0], [8, 0], [10, 2], [10, 10], [7, 14], [3, 14], [1, 13]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const WIDTH = 120;
const HEIGHT = 40;

function random(min: number, max: number): number {
  return min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function color(): string {
  // Dark, saturated strokes on a light background.
  return `hsl(${crypto.randomInt(0, 360)}, ${crypto.randomInt(55, 85)}%, ${crypto.randomInt(22, 38)}%)`;
}

const fixed = (value: number) => value.toFixed(1);

/** Draws the answer as SVG markup. */
export function drawCaptcha(answer: string): string {
  const cell = WIDTH / answer.length;
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${crypto.randomInt(0, 360)}, 40%, 95%)"/>`);
  // Background noise: curves and dots under the glyphs.
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      `<path d="M${fixed(random(0, 20))} ${fixed(random(5, 35))} Q${fixed(random(30, 90))} ${fixed(random(-10, 50))} ${fixed(random(100, 120))} ${fixed(random(5, 35))}" ` +
        `stroke="${color()}" stroke-width="${fixed(random(0.8, 1.6))}" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${fixed(random(0, WIDTH))}" cy="${fixed(random(0, HEIGHT))}" r="${fixed(random(0.5, 1.4))}" fill="${color()}" opacity="0.7"/>`);
  }
  [...answer].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`no glyph for ${char}`);
    const scale = random(1.55, 1.85);
    const cx = cell * index + cell / 2 + random(-3, 3);
    const cy = HEIGHT / 2 + random(-2, 2);
    const angle = random(-22, 22);
    const d = strokes
      .map((stroke) =>
        stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed((x - 5) * scale + random(-0.7, 0.7))} ${fixed((y - 7) * scale + random(-0.7, 0.7))}`).join(' '),
      )
      .join(' ');
    parts.push(
      `<path d="${d}" transform="translate(${fixed(cx)} ${fixed(cy)}) rotate(${fixed(angle)})" stroke="${color()}" ` +
        `stroke-width="${fixed(random(2, 2.8))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  // Foreground noise: two lines across the glyphs.
  for (let i = 0; i < 2; i += 1) {
    parts.push(
      `<path d="M0 ${fixed(random(8, 32))} C${fixed(random(20, 50))} ${fixed(random(0, 40))} ${fixed(random(70, 100))} ${fixed(random(0, 40))} ${WIDTH} ${fixed(random(8, 32))}" ` +
        `stroke="${color()}" stroke-width="1.2" fill="none" opacity="0.8"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

function hashAnswer(id: string, answer: string): string {
  return crypto.createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');
}

export class CaptchaService {
  /** Answers by id, kept only when the development endpoints are on (tests read them). */
  readonly devAnswers: Map<string, string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
    keepAnswersForDev = false,
    private readonly now: () => number = Date.now,
  ) {
    this.devAnswers = keepAnswersForDev ? new Map() : undefined;
  }

  async create(): Promise<CaptchaImage> {
    const answer = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
    const id = crypto.randomUUID();
    const nowSeconds = Math.floor(this.now() / 1000);
    const q = tablesOf<AuthTables>(this.db);
    await q.deleteFrom('captchas').where('expires_at', '<=', nowSeconds).execute();
    await q.insertInto('captchas').values({ id, answer_hash: hashAnswer(id, answer), expires_at: nowSeconds + this.ttlSeconds }).execute();
    if (this.devAnswers) {
      this.devAnswers.set(id, answer);
      // A bounded development aid, never a growing store.
      if (this.devAnswers.size > 500) this.devAnswers.delete(this.devAnswers.keys().next().value!);
    }
    return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}`, expiresIn: this.ttlSeconds };
  }

  /**
   * Checks and deletes a captcha: true only for the right answer (any case) before expiry, once. The
   * DELETE … RETURNING decides: of concurrent uses (on any instance) only one gets the row.
   */
  async consume(id: unknown, answer: unknown): Promise<boolean> {
    if (typeof id !== 'string' || typeof answer !== 'string' || id.length > 64) return false;
    const row = await tablesOf<AuthTables>(this.db).deleteFrom('captchas').where('id', '=', id).returning(['answer_hash', 'expires_at']).executeTakeFirst();
    this.devAnswers?.delete(id);
    if (!row || row.expires_at <= Math.floor(this.now() / 1000)) return false;
    const expected = Buffer.from(row.answer_hash, 'hex');
    const actual = Buffer.from(hashAnswer(id, answer), 'hex');
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }
}
