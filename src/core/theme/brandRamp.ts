/**
 * The brand ramp of a colour: Fluent's BrandVariants (16 shades, 10 darkest … 160 lightest) made
 * from one hex colour, the colour itself at shade 80 (Fluent's light theme uses 80 for its brand
 * background). Darker shades mix it toward black, lighter ones toward white. Pure: no DOM.
 */

export const BRAND_SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];
export type BrandRamp = Record<BrandShade, string>;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#0F6CBD', '0f6cbd' or '#08f' as a lower-case '#rrggbb'; undefined for anything else. */
export function normaliseHex(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HEX.exec(value.trim());
  if (!match) return undefined;
  const found = match[1] ?? '';
  const digits = found.length === 3 ? [...found].map((d) => d + d).join('') : found;
  return `#${digits.toLowerCase()}`;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** How far the darkest and lightest shades go toward black and white. */
const REACH = 0.88;

/** The 16 shades of a colour; throws a RangeError on anything that is not a hex colour. */
export function brandRamp(colour: string): BrandRamp {
  const hex = normaliseHex(colour);
  if (!hex) throw new RangeError(`not a hex colour: ${String(colour).slice(0, 40)}`);
  const base = channels(hex);
  const ramp = {} as BrandRamp;
  for (const shade of BRAND_SHADES) {
    if (shade === 80) {
      ramp[shade] = hex;
    } else if (shade < 80) {
      const t = ((80 - shade) / 70) * REACH;
      ramp[shade] = toHex(base.map((c) => c * (1 - t)));
    } else {
      const t = ((shade - 80) / 80) * REACH;
      ramp[shade] = toHex(base.map((c) => c + (255 - c) * t));
    }
  }
  return ramp;
}
