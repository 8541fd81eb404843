import { describe, expect, it } from 'vitest';
import { isAllowedFrameOrigin } from '../../src/core/config/frameOrigin';
import { MAX_FRAME_ORIGINS } from '../../server/platform/static/frameOrigins';
import { shellCsp } from '../../server/platform/static/csp';
import { ORIGINS_PER_LAYER, framesPatch, wideOrigins, wideOverlay } from './wideCsp';

describe("the bench's tenant with the full CSP", () => {
  const all = [...wideOrigins(0, ORIGINS_PER_LAYER), ...wideOrigins(ORIGINS_PER_LAYER, ORIGINS_PER_LAYER)];

  it('allows as many distinct origins as the server puts into a page’s CSP, each one a layout admits at its longest', () => {
    expect(all).toHaveLength(MAX_FRAME_ORIGINS);
    expect(new Set(all).size).toBe(all.length);
    for (const origin of all) {
      expect(origin).toHaveLength(200);
      expect(isAllowedFrameOrigin(origin), origin).toBe(true);
      for (const label of new URL(origin).hostname.split('.')) expect(label.length).toBeLessThanOrEqual(63);
    }
    expect(Object.values(wideOverlay().frames.allowedOrigins).map((entry) => entry.origin)).toEqual(all.slice(ORIGINS_PER_LAYER));
  });

  it('makes a page CSP of about 13 KB (the bound the server keeps)', () => {
    const csp = shellCsp(all, 'srm.example.com');
    expect(csp.length).toBeGreaterThan(12_000);
    expect(csp.length).toBeLessThan(13 * 1024);
    expect(Object.keys(framesPatch(all.slice(0, ORIGINS_PER_LAYER)).frames.allowedOrigins)).toHaveLength(32);
  });
});
