import { useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Field, Input, Link, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Phone20Regular } from '@fluentui/react-icons';
import { CAPTCHA_LENGTH, SessionError, usePortal } from '@plugin-api';
import { AuthLayout } from './AuthLayout';
import { CaptchaField, type CaptchaHandle } from './CaptchaField';
import { useCountdown } from './useCountdown';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flex: '1', minWidth: 0 },
  // The field takes what the button leaves: a bare input keeps its default width and pushed the
  // button's countdown ("60 秒后重新获取") out of the card, where it was cut off.
  growInput: { minWidth: 0, width: '100%' },
  // Never shrunk or wrapped: the countdown's seconds stay readable.
  send: { flexShrink: 0, whiteSpace: 'nowrap' },
});

/**
 * Forgot password: the account's mobile and the captcha send an SMS code (valid 10
 * minutes, resend after a countdown); the code with the new password (twice, by the rules of
 * the password rules) resets the password.
 */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const [form, setForm] = useState({ mobile: '', captcha: '', code: '', newPassword: '', confirmPassword: '' });
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const countdown = useCountdown();
  const captchaRef = useRef<CaptchaHandle>(null);
  const set = (key: keyof typeof form) => (_: unknown, data: { value: string }) => setForm((current) => ({ ...current, [key]: data.value }));
  // The shared mobile-number rule and its message ("手机号码不正确").
  const mobileProblem = form.mobile ? portal.session.mobileProblem(form.mobile) : undefined;

  const send = async () => {
    setError(undefined);
    setInfo(undefined);
    const invalidMobile = portal.session.mobileProblem(form.mobile);
    if (invalidMobile) {
      setError(invalidMobile);
      return;
    }
    const captchaId = captchaRef.current?.captchaId;
    if (!captchaId || form.captcha.trim().length !== CAPTCHA_LENGTH) {
      setError(intl.formatMessage({ id: 'i18n_forgot_captcha_first' }));
      return;
    }
    setSending(true);
    try {
      const { resendAfterSeconds } = await portal.session.sendSmsCode({ mobile: form.mobile, captchaId, captcha: form.captcha });
      countdown.start(resendAfterSeconds);
      const masked = form.mobile.trim().replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
      setInfo(intl.formatMessage({ id: 'i18n_forgot_sent' }, { mobile: masked }));
    } catch (reason) {
      const failure = reason instanceof SessionError ? reason : undefined;
      setError(failure?.message ?? String(reason));
      if (failure?.retryAfterSeconds) countdown.start(failure.retryAfterSeconds);
    } finally {
      captchaRef.current?.refresh();
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!form.code.trim()) return setError(intl.formatMessage({ id: 'i18n_forgot_code_required' }));
    const problems = portal.session.passwordProblems(form.newPassword);
    if (problems.length > 0) return setError(problems[0]);
    if (form.newPassword !== form.confirmPassword) return setError(intl.formatMessage({ id: 'i18n_password_mismatch' }));
    setBusy(true);
    try {
      await portal.session.resetPassword({ mobile: form.mobile, code: form.code, newPassword: form.newPassword });
      setDone(true);
    } catch (reason) {
      setError(reason instanceof SessionError ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout testId="forgot-page">
      <Title2 as="h1">{intl.formatMessage({ id: 'i18n_forgot_title' })}</Title2>
      {error && (
        <MessageBar intent="error" data-testid="forgot-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {info && !error && !done && (
        <MessageBar intent="info" data-testid="forgot-info">
          <MessageBarBody>{info}</MessageBarBody>
        </MessageBar>
      )}
      {done ? (
        <>
          <MessageBar intent="success" data-testid="forgot-done">
            <MessageBarBody>{intl.formatMessage({ id: 'i18n_forgot_done' })}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" onClick={() => portal.navigate('/login')}>
            {intl.formatMessage({ id: 'i18n_register_to_login' })}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={intl.formatMessage({ id: 'i18n_forgot_mobile' })} required validationMessage={mobileProblem}>
            <Input name="mobile" type="tel" inputMode="numeric" maxLength={11} contentBefore={<Phone20Regular />} value={form.mobile} onChange={set('mobile')} />
          </Field>
          <CaptchaField ref={captchaRef} value={form.captcha} onChange={(captcha) => setForm((current) => ({ ...current, captcha }))} />
          <div className={styles.row}>
            <Field className={styles.grow} label={intl.formatMessage({ id: 'i18n_forgot_code' })} required>
              <Input className={styles.growInput} name="noteCode" inputMode="numeric" maxLength={6} autoComplete="one-time-code" value={form.code} onChange={set('code')} />
            </Field>
            <Button className={styles.send} onClick={() => void send()} disabled={sending || countdown.left > 0} data-testid="forgot-send">
              {countdown.left > 0 ? intl.formatMessage({ id: 'i18n_forgot_resend' }, { seconds: countdown.left }) : intl.formatMessage({ id: 'i18n_forgot_send' })}
            </Button>
          </div>
          <Field label={intl.formatMessage({ id: 'i18n_forgot_newPassword' })} required hint={portal.session.passwordRule}>
            <Input name="newPassword" type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
          </Field>
          <Field label={intl.formatMessage({ id: 'i18n_forgot_confirmPassword' })} required>
            <Input name="confirmPassword" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
          </Field>
          <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="forgot-submit">
            {intl.formatMessage({ id: 'i18n_forgot_submit' })}
          </Button>
        </form>
      )}
      <Link onClick={() => portal.navigate('/login')}>{intl.formatMessage({ id: 'i18n_login_back' })}</Link>
    </AuthLayout>
  );
});

