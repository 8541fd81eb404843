// Demo logos of the file service (storage/logos/<account>/), drawn as small PNGs. The login page
// settings may name them (LoginPage_SystemLogo = logos/307000/system-logo.png).
import { BUYER_ACCOUNT, SUPPLIER_ACCOUNT } from '../../fixtures/demoLogins.js';
import type { SeedStep } from '../../platform/db/steps.js';
import { pngImage } from './images.js';

type Rgb = readonly [number, number, number];

/** A mark (a square of the brand colour with a white diagonal) and three grey bars standing for the name. */
function logo(width: number, height: number, brand: Rgb): Buffer {
  const white: Rgb = [255, 255, 255];
  const grey: Rgb = [96, 96, 96];
  return pngImage(width, height, (x, y) => {
    if (x < height) {
      const diagonal = Math.abs(x - (height - 1 - y)) <= Math.max(1, Math.round(height / 10));
      return diagonal ? white : brand;
    }
    const bar = Math.floor((y / height) * 5);
    const barEnd = [0, width - 8, width - 30, width - 52, 0][bar]!;
    return bar % 2 === 1 && x >= height + 8 && x < barEnd ? grey : white;
  });
}

export const DEMO_LOGOS: ReadonlyArray<{ path: string; content: () => Buffer }> = [
  { path: `logos/${BUYER_ACCOUNT}/system-logo.png`, content: () => logo(160, 40, [15, 108, 189]) },
  { path: `logos/${BUYER_ACCOUNT}/login-logo.png`, content: () => logo(200, 30, [15, 108, 189]) },
  { path: `logos/${SUPPLIER_ACCOUNT}/system-logo.png`, content: () => logo(160, 40, [16, 124, 16]) },
];

export const filesSeeds: readonly SeedStep[] = [
  {
    version: 15,
    name: 'demo logos in the storage folder',
    async run({ files }) {
      for (const file of DEMO_LOGOS) await files.put(file.path, file.content());
    },
  },
];
