import { createDarkTheme, createLightTheme, webDarkTheme, webLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { brandRamp, normaliseHex } from '../core/theme/brandRamp';

export type ThemeMode = 'light' | 'dark';

/**
 * The portal's text font: Fluent's Latin system fonts, then the Chinese fonts of macOS, Windows and
 * Linux. Most of the portal's text is Chinese; without a Chinese font named here, every run of it is
 * shaped after the browser's search of the system for a font with its characters (on Linux about
 * 25 ms of the login page's first paint, scripts/prerender-login.tsx).
 */
export const PORTAL_FONT_FAMILY = `${webLightTheme.fontFamilyBase}`.replace(
  /,\s*sans-serif\s*$/,
  ", 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif",
);

const withPortalFont = (theme: Theme): Theme => ({ ...theme, fontFamilyBase: PORTAL_FONT_FAMILY });

const LIGHT = withPortalFont(webLightTheme);
const DARK = withPortalFont(webDarkTheme);

/**
 * The Fluent theme of the shell: Fluent's web light or dark theme, or, with a brand colour, the
 * theme made from that colour's ramp, each with the portal's font. The dark theme takes its brand
 * foregrounds from the lighter shades, as Fluent's own dark theme does, so that brand text stays
 * readable on dark backgrounds.
 */
export function shellTheme(mode: ThemeMode, brandColor?: string): Theme {
  const hex = brandColor === undefined ? undefined : normaliseHex(brandColor);
  if (!hex) return mode === 'dark' ? DARK : LIGHT;
  const ramp = brandRamp(hex) as unknown as BrandVariants;
  if (mode === 'light') return withPortalFont(createLightTheme(ramp));
  const theme = createDarkTheme(ramp);
  return { ...withPortalFont(theme), colorBrandForeground1: ramp[110], colorBrandForeground2: ramp[120], colorBrandForegroundLink: ramp[120] };
}
