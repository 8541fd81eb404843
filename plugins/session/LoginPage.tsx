import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Field, Input, Link, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Chat20Regular, LockClosed20Regular, Mail20Regular, Person20Regular, PeopleTeam20Regular } from '@fluentui/react-icons';
import { CAPTCHA_LENGTH, SessionError, restoreFocus, safeRedirect, takePrerenderedLogin, usePortal, type LoginIdentity, type PageProps, type TypedLogin } from '@plugin-api';
import { AgreementDialog } from './AgreementDialog';
import { AuthLayout } from './AuthLayout';
import { CaptchaField, type CaptchaHandle } from './CaptchaField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  options: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  links: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  footer: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

type Mode = 'subAccount' | 'loginName';

/**
 * The login page: main account plus sub-account, or a phone / e-mail / employee
 * number / account name; password; captcha (mandatory after 5 failed attempts, or from the first
 * when the layout's session.captcha is 'always'); remember account (unless the layout forbids it);
 * keep login; forgot password; invitation registration; user agreement; WeChat login.
 */
export const LoginPage = observer(function LoginPage({ query }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { loginPage } = portal.layout;
  const features = loginPage.features ?? {};
  const rememberAllowed = features.rememberAccount !== false;
  // A remembered account is not used where remembering is not allowed (the session policy forgets it).
  const remembered = rememberAllowed ? portal.session.rememberedAccount : undefined;
  const fromQuery = query.elsAccount !== undefined || query.elsSubAccount !== undefined;
  const [mode, setMode] = useState<Mode>(!fromQuery && remembered && 'loginName' in remembered ? 'loginName' : 'subAccount');
  const [form, setForm] = useState(() => ({
    elsAccount: query.elsAccount ?? (remembered && 'elsAccount' in remembered ? remembered.elsAccount : ''),
    elsSubAccount: query.elsSubAccount ?? (remembered && 'elsSubAccount' in remembered ? remembered.elsSubAccount : ''),
    loginName: !fromQuery && remembered && 'loginName' in remembered ? remembered.loginName : '',
    password: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(remembered !== undefined);
  const [keepLogin, setKeepLogin] = useState(portal.session.keepLogin);
  // The tenant's policy may ask for the captcha from the first attempt; the server asks for it too.
  const captchaAlways = portal.layout.session?.captcha === 'always';
  const [captchaRequired, setCaptchaRequired] = useState(captchaAlways);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [handoff, setHandoff] = useState<TypedLogin>();

  // index.html showed this page prerendered (scripts/prerender-login.tsx) and the user may have
  // typed into it: take the values over before the first paint, then the focus, caret and a send.
  useLayoutEffect(() => {
    const typed = takePrerenderedLogin(document);
    if (!typed) return;
    const { values } = typed;
    if (values.elsAccount !== undefined || values.elsSubAccount !== undefined) setMode('subAccount');
    setForm((current) => ({ ...current, ...values }));
    setHandoff(typed);
  }, []);
  useEffect(() => {
    if (!handoff || !formRef.current) return;
    restoreFocus(formRef.current, handoff.focus);
    if (handoff.submitted) formRef.current.requestSubmit();
  }, [handoff]);

  // A failed login by query parameters (or /login3) tells why, once.
  useEffect(() => {
    const entryError = portal.session.entryError;
    if (entryError) {
      setError(entryError);
      portal.session.clearEntryError();
    }
  }, [portal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const identity: LoginIdentity | undefined =
      mode === 'subAccount'
        ? form.elsAccount.trim() && form.elsSubAccount.trim()
          ? { elsAccount: form.elsAccount.trim(), elsSubAccount: form.elsSubAccount.trim() }
          : undefined
        : form.loginName.trim()
          ? { loginName: form.loginName.trim() }
          : undefined;
    if (!identity || !form.password) {
      setError(mode === 'subAccount' ? intl.formatMessage({ id: 'i18n_login_required' }) : intl.formatMessage({ id: 'i18n_login_required_name' }));
      return;
    }
    if (captchaRequired && form.captcha.trim().length !== CAPTCHA_LENGTH) {
      setError(intl.formatMessage({ id: 'i18n_login_captcha_required' }, { length: CAPTCHA_LENGTH }));
      return;
    }
    setBusy(true);
    setError(undefined);
    // The page guard already leaves the login page for home once the token is set, before the
    // user's data has loaded; by the time login() resolves the user may have moved on. Navigate
    // only from where the sign-in left us: still here, or on the guard's home when a redirect was
    // asked for — never away from a page the user chose meanwhile.
    const submittedAt = window.location.hash;
    try {
      await portal.session.login(identity, form.password, {
        keepLogin,
        ...(captchaRequired ? { captchaId: captchaRef.current?.captchaId, captcha: form.captcha.trim() } : {}),
      });
      portal.session.remember(remember && rememberAllowed ? identity : undefined);
      // The user's home is known once signed in: a supplier's (station sale) is the supplier home.
      const home = portal.homePath;
      // A redirect to the default home (the entry address of a signed-out visit) is the user's own home.
      const asked = safeRedirect(query.redirect, home);
      const target = asked === portal.layout.app.homeTab.path ? home : asked;
      const now = window.location.hash;
      const onGuardHome = now === `#${home}` || now.startsWith(`#${home}?`);
      if (now === submittedAt || (onGuardHome && target !== home)) portal.navigate(target);
    } catch (reason) {
      const failure = reason instanceof SessionError ? reason : undefined;
      setError(failure?.message || intl.formatMessage({ id: 'i18n_login_failed' }));
      if (failure?.captchaRequired) {
        // The captcha is single use: a new image for the next attempt.
        if (captchaRequired) captchaRef.current?.refresh();
        setCaptchaRequired(true);
      }
      setForm((current) => ({ ...current, password: '', captcha: '' }));
      setBusy(false);
    }
  };

  // Asked for by the tenant's policy, or after failed attempts: the hint says which.
  const captchaHint = captchaAlways ? intl.formatMessage({ id: 'i18n_login_captcha_policy_hint' }) : intl.formatMessage({ id: 'i18n_login_captcha_hint' });
  const set = (key: keyof typeof form) => (_: unknown, data: { value: string }) => setForm((current) => ({ ...current, [key]: data.value }));
  return (
    <AuthLayout testId="login-page">
      <div>
        <Title2 as="h1" data-testid="login-title">
          {intl.formatMessage({ id: 'i18n_login_submit' })}
        </Title2>
      </div>
      <TabList selectedValue={mode} onTabSelect={(_, data) => setMode(data.value as Mode)} size="small">
        <Tab value="subAccount" data-testid="login-mode-subAccount">
          {intl.formatMessage({ id: 'i18n_login_tab_subAccount' })}
        </Tab>
        <Tab value="loginName" data-testid="login-mode-loginName">
          {intl.formatMessage({ id: 'i18n_login_tab_loginName' })}
        </Tab>
      </TabList>
      {error && (
        <MessageBar intent="error" data-testid="login-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {mode === 'subAccount' ? (
          <>
            <Field label={intl.formatMessage({ id: 'i18n_login_account' })} required>
              <Input name="elsAccount" autoComplete="organization" contentBefore={<PeopleTeam20Regular />} value={form.elsAccount} onChange={set('elsAccount')} size="large" />
            </Field>
            <Field label={intl.formatMessage({ id: 'i18n_login_subAccount' })} required>
              <Input name="elsSubAccount" autoComplete="username" contentBefore={<Person20Regular />} value={form.elsSubAccount} onChange={set('elsSubAccount')} size="large" />
            </Field>
          </>
        ) : (
          <Field label={intl.formatMessage({ id: 'i18n_login_loginName' })} required>
            <Input name="loginName" autoComplete="username" contentBefore={<Mail20Regular />} value={form.loginName} onChange={set('loginName')} size="large" />
          </Field>
        )}
        <Field label={intl.formatMessage({ id: 'i18n_login_password' })} required>
          <Input name="password" type="password" autoComplete="current-password" contentBefore={<LockClosed20Regular />} value={form.password} onChange={set('password')} size="large" />
        </Field>
        {captchaRequired && (
          <CaptchaField ref={captchaRef} value={form.captcha} onChange={(captcha) => setForm((current) => ({ ...current, captcha }))} hint={captchaHint} />
        )}
        <div className={styles.options}>
          {rememberAllowed && (
            <Checkbox label={intl.formatMessage({ id: 'i18n_login_remember' })} checked={remember} onChange={(_, data) => setRemember(data.checked === true)} data-testid="login-remember" />
          )}
          {features.keepLogin !== false && (
            <Checkbox label={intl.formatMessage({ id: 'i18n_login_keep' })} checked={keepLogin} onChange={(_, data) => setKeepLogin(data.checked === true)} data-testid="login-keep" />
          )}
        </div>
        <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="login-submit">
          {busy ? intl.formatMessage({ id: 'i18n_login_submitting' }) : intl.formatMessage({ id: 'i18n_login_submit' })}
        </Button>
      </form>
      <div className={styles.links}>
        {features.forgotPassword !== false && (
          <Link onClick={() => portal.navigate('/forgotPassword')} data-testid="login-forgot">
            {intl.formatMessage({ id: 'i18n_login_forgot' })}
          </Link>
        )}
        {features.invitationRegistration !== false && (
          <Link onClick={() => portal.navigate('/register')} data-testid="login-register">
            {intl.formatMessage({ id: 'i18n_login_register' })}
          </Link>
        )}
        {features.wechatLogin !== false && (
          <Button appearance="subtle" size="small" icon={<Chat20Regular />} onClick={() => portal.navigate('/wxAuth')} data-testid="login-wechat">
            {intl.formatMessage({ id: 'i18n_login_wechat' })}
          </Button>
        )}
      </div>
      <Text size={200} className={styles.footer}>
        {intl.formatMessage({ id: 'i18n_login_agreement_prefix' })}{' '}
        <Link onClick={() => setAgreementOpen(true)} data-testid="login-agreement">
          {intl.formatMessage({ id: 'i18n_login_agreement' })}
        </Link>
      </Text>
      <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </AuthLayout>
  );
});
