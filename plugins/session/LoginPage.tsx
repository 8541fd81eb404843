import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle1, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosed20Regular, Person20Regular, PeopleTeam20Regular } from '@fluentui/react-icons';
import { usePortal, type PageProps } from '@plugin-api';
import { logoSize, resolveLogoUrl } from './logoSize';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(360px, 440px)',
    backgroundColor: '#0b3a6e',
    backgroundImage: 'linear-gradient(135deg, #0b3a6e 0%, #0f6cbd 55%, #2886de 100%)',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    '@media (max-width: 860px)': { gridTemplateColumns: '1fr' },
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
  heroTitle: { color: '#fff', fontSize: '34px', lineHeight: '44px', fontWeight: tokens.fontWeightSemibold, maxWidth: '520px' },
  heroText: { color: 'rgba(255,255,255,0.85)', fontSize: tokens.fontSizeBase400, maxWidth: '480px', marginTop: tokens.spacingVerticalL },
  panel: { display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalXXL, backgroundColor: 'rgba(255,255,255,0.06)' },
  card: {
    width: '100%',
    maxWidth: '380px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '36px 32px 28px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
  heroFooter: { color: 'rgba(255,255,255,0.7)' },
});

const DEFAULT_LOGO = 'favicon.svg';

/** The login page: branded by the LoginPage_Group settings of the buyer's account. */
export const LoginPage = observer(function LoginPage({ query }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const { loginPage, app } = portal.layout;
  const [settings, setSettings] = useState<Record<string, string>>({});
  const [form, setForm] = useState({ elsAccount: query.elsAccount ?? '', elsSubAccount: query.elsSubAccount ?? '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [logo, setLogo] = useState({ src: DEFAULT_LOGO, width: loginPage.logo.defaultWidth, height: loginPage.logo.defaultHeight, failed: false });

  useEffect(() => {
    portal.loginSettings().then(setSettings, (reason: unknown) => console.warn('[login] settings unavailable, using defaults', reason));
  }, [portal]);

  const codes = loginPage.settingCodes;
  const fileService = `${portal.appPrefix}/apis${loginPage.fileServicePath ?? '/servlet/downloadServlet'}`;
  const title = settings[codes.systemTitle] || portal.text(loginPage.defaults.systemTitle);
  const systemName = settings[codes.systemName] || portal.text(loginPage.defaults.systemName);
  const advertisement = settings[codes.advertisement] || loginPage.defaults.advertisement || '';
  const background = resolveLogoUrl(settings[codes.background] || loginPage.defaults.background || '', fileService);
  const logoSetting = resolveLogoUrl(settings[codes.loginLogo] || settings[codes.systemLogo] || '', fileService);

  useEffect(() => {
    if (!logoSetting) return;
    const image = new Image();
    image.onload = () => setLogo({ src: logoSetting, ...logoSize(image.naturalWidth, image.naturalHeight, loginPage.logo), failed: false });
    // Seed 001 §8: a logo that fails to load falls back to the default logo.
    image.onerror = () => setLogo({ src: DEFAULT_LOGO, width: loginPage.logo.defaultWidth, height: loginPage.logo.defaultHeight, failed: true });
    image.src = logoSetting;
  }, [logoSetting, loginPage.logo]);

  useEffect(() => {
    document.title = `${title} - ${app.siteTitle}`;
  }, [title, app.siteTitle]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.elsAccount.trim() || !form.elsSubAccount.trim() || !form.password) {
      setError(portal.t('i18n_login_required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await portal.login({ elsAccount: form.elsAccount.trim(), elsSubAccount: form.elsSubAccount.trim(), password: form.password });
      const redirect = query.redirect && query.redirect.startsWith('/') && !query.redirect.startsWith('//') ? query.redirect : app.homeTab.path;
      portal.navigate(redirect);
    } catch (reason) {
      const answered = typeof reason === 'object' && reason !== null && 'status' in reason;
      setError(answered ? (reason as { message?: string }).message || portal.t('i18n_login_failed') : portal.t('i18n_login_network'));
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (_: unknown, data: { value: string }) => setForm({ ...form, [key]: data.value });
  return (
    <div className={styles.page} style={background ? { backgroundImage: `linear-gradient(rgba(11,58,110,0.55), rgba(11,58,110,0.55)), url("${background}")` } : undefined} data-testid="login-page">
      <section className={styles.hero}>
        <div className={styles.brand}>
          <img src={logo.src} width={logo.width} height={logo.height} alt="logo" data-testid="login-logo" style={{ objectFit: 'contain', objectPosition: 'left center' }} />
          <Subtitle1 style={{ color: '#fff' }}>{systemName}</Subtitle1>
        </div>
        <div>
          <div className={styles.heroTitle}>{title}</div>
          {advertisement && <div className={styles.heroText}>{advertisement}</div>}
        </div>
        <Text className={styles.heroFooter}>{portal.t('i18n_login_footer')}</Text>
      </section>
      <section className={styles.panel}>
        <div className={styles.card}>
          <div>
            <Title2 as="h1" data-testid="login-title">
              {portal.t('i18n_login_submit')}
            </Title2>
            <Text block style={{ color: tokens.colorNeutralForeground3, marginTop: tokens.spacingVerticalXS }}>
              {systemName}
            </Text>
          </div>
          {error && (
            <MessageBar intent="error" data-testid="login-error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <form className={styles.form} onSubmit={submit} noValidate>
            <Field label={portal.t('i18n_login_account')} required>
              <Input name="elsAccount" autoComplete="organization" contentBefore={<PeopleTeam20Regular />} value={form.elsAccount} onChange={set('elsAccount')} size="large" />
            </Field>
            <Field label={portal.t('i18n_login_subAccount')} required>
              <Input name="elsSubAccount" autoComplete="username" contentBefore={<Person20Regular />} value={form.elsSubAccount} onChange={set('elsSubAccount')} size="large" />
            </Field>
            <Field label={portal.t('i18n_login_password')} required>
              <Input name="password" type="password" autoComplete="current-password" contentBefore={<LockClosed20Regular />} value={form.password} onChange={set('password')} size="large" />
            </Field>
            <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="login-submit">
              {busy ? portal.t('i18n_login_submitting') : portal.t('i18n_login_submit')}
            </Button>
          </form>
          <Text size={200} className={styles.footer}>
            {app.siteTitle}
          </Text>
        </div>
      </section>
    </div>
  );
});
