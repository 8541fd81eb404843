import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { brandImageUrl, cssImageUrl, resolveLogoUrl, usePortal, useSizedLogo, type LocalizedText } from '@plugin-api';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(380px, 460px)',
    backgroundColor: '#0b3a6e',
    backgroundImage: 'linear-gradient(135deg, #0b3a6e 0%, #0f6cbd 55%, #2886de 100%)',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    // minmax(0, …): a bare 1fr column is at least as wide as its content's longest line, and the
    // card's fields then pushed the page 27 px past a 390 px screen (it scrolled sideways).
    '@media (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  hero: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: '48px 56px',
    color: '#fff',
    '@media (max-width: 860px)': { display: 'none' },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heroTitle: { color: '#fff', fontSize: '34px', lineHeight: '44px', fontWeight: tokens.fontWeightSemibold, maxWidth: '520px', textShadow: '0 1px 3px rgba(0,0,0,0.35)' },
  heroText: { color: 'rgba(255,255,255,0.9)', fontSize: tokens.fontSizeBase400, maxWidth: '480px', marginTop: tokens.spacingVerticalL, textShadow: '0 1px 2px rgba(0,0,0,0.35)' },
  heroImage: { maxWidth: '480px', maxHeight: '220px', marginTop: tokens.spacingVerticalL, borderRadius: tokens.borderRadiusLarge },
  panel: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: 'rgba(255,255,255,0.06)',
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}` },
  },
  card: {
    // Border-box: with the padding added to 100% the card stuck out of the window's right edge.
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '400px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '32px 32px 24px',
    '@media (max-width: 480px)': { padding: '24px 20px 20px' },
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heroFooter: { color: 'rgba(255,255,255,0.75)' },
});

/**
 * The browser title of the login pages: the branding title and the site title, but the site title
 * once only — a branding title such as "演示采购有限公司 SRM" already ends with it.
 */
export function authPageTitle(title: string, siteTitle: string): string {
  const trimmed = title.trim();
  if (trimmed === '') return siteTitle;
  return trimmed.includes(siteTitle) ? trimmed : `${trimmed} - ${siteTitle}`;
}

export interface LoginBranding {
  title: string;
  systemName: string;
  advertisement: string;
  background: string | undefined;
  logo: { src: string; width: number; height: number; failed: boolean };
}

/**
 * Which of two values brands the login page: the server's LoginPage_Group setting or the layout's
 * value, by loginPage.precedence ('server', the default: the setting wins; 'layout': the layout's
 * value wins); the other fills in when the winner is empty.
 */
export function pickBranding(precedence: 'server' | 'layout' | undefined, server: string | undefined, layout: string | undefined): string {
  const [first, second] = precedence === 'layout' ? [layout, server] : [server, layout];
  return first?.trim() ? first : (second ?? '');
}

/** Han characters: a text written in Chinese. */
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * A text of the login page (title, system name, tagline) in `language`: as pickBranding, except
 * that a server setting written in Chinese does not brand a page in another language when the
 * layout has a text of that language (a per-language object naming it, or an i18n_ key): a real
 * SRM backend keeps its LoginPage_* values in Chinese only, so the layout's English is shown in
 * English whatever the precedence. `resolve` gives the layout's value in the language (portal.text).
 */
export function pickLoginText(
  precedence: 'server' | 'layout' | undefined,
  server: string | undefined,
  layout: LocalizedText | undefined,
  language: string,
  resolve: (value: LocalizedText | undefined) => string,
): string {
  const layoutText = resolve(layout);
  const layoutHasLanguage = typeof layout === 'string' ? layout.startsWith('i18n_') : layout !== undefined && Boolean(layout[language]?.trim());
  if (language !== 'zh_cn' && server !== undefined && CHINESE.test(server) && layoutHasLanguage && layoutText.trim()) return layoutText;
  return pickBranding(precedence, server, layoutText);
}

/**
 * The LoginPage_Group settings of the buyer's account: title, system name, background, logo
 * (login logo, else system logo) and advertisement, and the layout's values (loginPage.defaults,
 * app.branding.loginLogo or logo), the winner chosen by loginPage.precedence. A logo is sized by
 * the seed's rule; one that fails to load falls back to the default.
 */
export function useLoginBranding(): LoginBranding {
  const portal = usePortal();
  const { loginPage, app } = portal.layout;
  const [settings, setSettings] = useState<Record<string, string>>({});

  useEffect(() => {
    portal.loginSettings().then(setSettings, (reason: unknown) => console.warn('[login] settings unavailable, using defaults', reason));
  }, [portal]);

  const codes = loginPage.settingCodes;
  const fileService = portal.fileServiceUrl;
  const precedence = loginPage.precedence;
  const text = (value: LocalizedText | undefined) => portal.text(value);
  const serverLogo = resolveLogoUrl(settings[codes.loginLogo] || settings[codes.systemLogo] || '', fileService);
  const layoutLogo = brandImageUrl(app.branding?.loginLogo ?? app.branding?.logo, fileService);
  const logoSource = pickBranding(precedence, serverLogo, layoutLogo) || undefined;
  const sized = useSizedLogo(logoSource, loginPage.logo);

  return {
    title: pickLoginText(precedence, settings[codes.systemTitle], loginPage.defaults.systemTitle, portal.language, text),
    systemName: pickLoginText(precedence, settings[codes.systemName], loginPage.defaults.systemName, portal.language, text),
    advertisement: pickLoginText(precedence, settings[codes.advertisement], loginPage.defaults.advertisement, portal.language, text),
    // The server's setting is a stored file or an address (resolveLogoUrl); the layout's every ImageSource form, data: included.
    background: pickBranding(precedence, resolveLogoUrl(settings[codes.background] ?? '', fileService), brandImageUrl(loginPage.defaults.background, fileService)) || undefined,
    logo: { src: sized.src, width: sized.width, height: sized.height, failed: sized.failed },
  };
}

/** An advertisement is text, or an image address (shown as the image). */
function isImageAddress(value: string): boolean {
  return /^(https?:\/\/|\/)[^\s]+\.(png|jpe?g|gif|svg|webp)(\?[^\s]*)?$/i.test(value);
}

/** The branded two-column page of the login, registration and password-reset screens. */
export const AuthLayout = observer(function AuthLayout({ children, testId }: { children: ReactNode; testId: string }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const branding = useLoginBranding();
  const { title, systemName, advertisement, background, logo } = branding;

  useEffect(() => {
    document.title = authPageTitle(title, portal.layout.app.siteTitle);
  }, [title, portal.layout.app.siteTitle]);

  return (
    <div
      className={styles.page}
      style={background ? { backgroundImage: `linear-gradient(rgba(11,58,110,0.35), rgba(11,58,110,0.35)), ${cssImageUrl(background)}` } : undefined}
      data-testid={testId}
    >
      <section className={styles.hero}>
        <div className={styles.brand}>
          <img
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt="logo"
            data-testid="login-logo"
            data-fallback={logo.failed ? 'true' : undefined}
            style={{ objectFit: 'contain', objectPosition: 'left center' }}
          />
          <Subtitle1 style={{ color: '#fff' }} data-testid="login-system-name">
            {systemName}
          </Subtitle1>
        </div>
        <div>
          <div className={styles.heroTitle} data-testid="login-system-title">
            {title}
          </div>
          {advertisement &&
            (isImageAddress(advertisement) && portal.isOpenableUrl(advertisement) ? (
              <img className={styles.heroImage} src={advertisement} alt="" data-testid="login-ad" />
            ) : (
              <div className={styles.heroText} data-testid="login-ad">
                {advertisement}
              </div>
            ))}
        </div>
        <Text className={styles.heroFooter}>{intl.formatMessage({ id: 'i18n_login_footer' })}</Text>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>{children}</div>
      </section>
    </div>
  );
});
