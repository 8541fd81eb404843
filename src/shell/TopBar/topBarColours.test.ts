import { describe, expect, it } from 'vitest';
import { teamsLightTheme, webLightTheme } from '@fluentui/react-components';
import { TOP_BAR_COLOURS } from './useTopBarStyles';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the top bar colours', () => {
  for (const [name, theme] of [['webLightTheme', webLightTheme], ['teamsLightTheme', teamsLightTheme]] as const) {
    it(`keep the items readable at rest, on hover, pressed and open, and show the hover (${name})`, () => {
      const foreground = theme[TOP_BAR_COLOURS.foreground];
      // Text on the bar (the language, the user name): 4.5:1; icons in every state: 3:1 at least.
      expect(contrast(foreground, theme[TOP_BAR_COLOURS.rest])).toBeGreaterThanOrEqual(4.5);
      for (const state of ['hover', 'pressed', 'expanded'] as const) {
        expect(contrast(foreground, theme[TOP_BAR_COLOURS[state]]), state).toBeGreaterThanOrEqual(3);
        expect(theme[TOP_BAR_COLOURS[state]], state).not.toBe(theme[TOP_BAR_COLOURS.rest]);
      }
    });
  }
});
