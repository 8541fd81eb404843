import { createDarkTheme, createLightTheme, webDarkTheme, webLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { brandRamp, normaliseHex } from '../core/theme/brandRamp';

export type ThemeMode = 'light' | 'dark';

/**
 * The Fluent theme of the shell: Fluent's web light or dark theme, or, with a brand colour, the
 * theme made from that colour's ramp. The dark theme takes its brand foregrounds from the lighter
 * shades, as Fluent's own dark theme does, so that brand text stays readable on dark backgrounds.
 */
export function shellTheme(mode: ThemeMode, brandColor?: string): Theme {
  const hex = brandColor === undefined ? undefined : normaliseHex(brandColor);
  if (!hex) return mode === 'dark' ? webDarkTheme : webLightTheme;
  const ramp = brandRamp(hex) as unknown as BrandVariants;
  if (mode === 'light') return createLightTheme(ramp);
  const theme = createDarkTheme(ramp);
  return { ...theme, colorBrandForeground1: ramp[110], colorBrandForeground2: ramp[120], colorBrandForegroundLink: ramp[120] };
}
