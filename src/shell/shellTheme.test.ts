import { describe, expect, it } from 'vitest';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { brandRamp } from '../core/theme/brandRamp';
import { PORTAL_FONT_FAMILY, shellTheme } from './shellTheme';

describe('shellTheme', () => {
  it("is Fluent's own light or dark theme without a brand colour (or with one that is not a colour), with the portal's font", () => {
    expect(shellTheme('light')).toEqual({ ...webLightTheme, fontFamilyBase: PORTAL_FONT_FAMILY });
    expect(shellTheme('dark')).toEqual({ ...webDarkTheme, fontFamilyBase: PORTAL_FONT_FAMILY });
    expect(shellTheme('dark', 'not-a-colour')).toBe(shellTheme('dark'));
  });

  it('names a Chinese font of each system after the Latin ones, so Chinese text needs no search of the system', () => {
    expect(PORTAL_FONT_FAMILY.startsWith(webLightTheme.fontFamilyBase.replace(/,\s*sans-serif$/, ''))).toBe(true);
    for (const font of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei']) expect(PORTAL_FONT_FAMILY).toContain(`'${font}'`);
    expect(PORTAL_FONT_FAMILY.endsWith(', sans-serif')).toBe(true);
    expect(shellTheme('light', '#c50f1f').fontFamilyBase).toBe(PORTAL_FONT_FAMILY);
  });

  it('draws the brand from the colour: itself as the light brand background, lighter shades for dark-theme brand text', () => {
    const ramp = brandRamp('#c50f1f');
    expect(shellTheme('light', '#c50f1f').colorBrandBackground).toBe('#c50f1f');
    const dark = shellTheme('dark', '#c50f1f');
    expect(dark.colorNeutralBackground1).toBe(webDarkTheme.colorNeutralBackground1);
    expect(dark.colorBrandForeground1).toBe(ramp[110]);
    expect(dark.colorBrandBackground).toBe(ramp[70]);
  });
});
