import { describe, expect, it } from 'vitest';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { brandRamp } from '../core/theme/brandRamp';
import { shellTheme } from './shellTheme';

describe('shellTheme', () => {
  it("is Fluent's own light or dark theme without a brand colour (or with one that is not a colour)", () => {
    expect(shellTheme('light')).toBe(webLightTheme);
    expect(shellTheme('dark')).toBe(webDarkTheme);
    expect(shellTheme('dark', 'not-a-colour')).toBe(webDarkTheme);
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
