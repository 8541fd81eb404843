import { useEffect, useState } from 'react';
import { DEFAULT_LOGO, fitHeight, logoSize, type LogoRule } from '../core/branding/logo';

export interface SizedLogo {
  src: string;
  width: number;
  height: number;
  /** The configured logo failed to load and the default logo shows instead. */
  failed: boolean;
  /** The configured logo is shown (not the default). */
  custom: boolean;
}

/**
 * A logo sized by the seed's rule (loginPage.logo) from its natural size once it has loaded, then
 * scaled down to `maxHeight` when given (the top bar). Without a source, or when the image fails to
 * load, the default logo at its default size.
 */
export function useSizedLogo(source: string | undefined, rule: LogoRule, maxHeight?: number, fallback: string = DEFAULT_LOGO): SizedLogo {
  const fallbackLogo = (failed: boolean): SizedLogo => ({ src: fallback, ...fit({ width: rule.defaultWidth, height: rule.defaultHeight }, maxHeight), failed, custom: false });
  const [logo, setLogo] = useState<SizedLogo>(() => fallbackLogo(false));
  useEffect(() => {
    if (!source) {
      setLogo(fallbackLogo(false));
      return;
    }
    let live = true;
    const image = new Image();
    image.onload = () => live && setLogo({ src: source, ...fit(logoSize(image.naturalWidth, image.naturalHeight, rule), maxHeight), failed: false, custom: true });
    // A logo that fails to load falls back to the default logo.
    image.onerror = () => live && setLogo(fallbackLogo(true));
    image.src = source;
    return () => {
      live = false;
    };
  }, [source, rule.defaultWidth, rule.defaultHeight, rule.aspectRatioThreshold, rule.narrowHeight, rule.wideWidth, maxHeight, fallback]);
  return logo;
}

function fit(box: { width: number; height: number }, maxHeight: number | undefined) {
  return maxHeight === undefined ? box : fitHeight(box, maxHeight);
}
