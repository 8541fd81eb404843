import { useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Checkbox, Field, Input, Link, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { SessionError, usePortal, type RegistrationField, type RegistrationForm } from '@plugin-api';
import { AgreementDialog } from './AgreementDialog';
import { AuthLayout } from './AuthLayout';
import { CaptchaField, type CaptchaHandle } from './CaptchaField';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // minmax(0, 1fr) and inputs that may shrink: two 1fr columns of Fluent inputs (each 201 px wide by
  // default) overshot the other fields by 10 px.
  row: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  rowInput: { minWidth: 0, width: '100%' },
  agreement: { display: 'flex', alignItems: 'center', flexWrap: 'wrap' },
});

const EMPTY: RegistrationForm = {
  invitationCode: '',
  companyName: '',
  accountName: '',
  password: '',
  confirmPassword: '',
  mobile: '',
  email: '',
  captcha: '',
  agreementAccepted: false,
};

/**
 * Invitation registration: invitation code, company name (it must exist), account
 * name of 3 to 40 characters, the password twice, mobile and/or e-mail, captcha, and the user
 * agreement, which must be opened and read first. The server checks the same rules.
 */
export const RegisterPage = observer(function RegisterPage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [agreementRead, setAgreementRead] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<{ elsAccount: string; elsSubAccount: string; loginName: string } | undefined>();
  const captchaRef = useRef<CaptchaHandle>(null);

  const problems = checked ? portal.session.registrationProblems(form) : {};
  const validation = (field: RegistrationField) => problems[field];
  const set = (key: keyof RegistrationForm) => (_: unknown, data: { value: string }) => setForm((current) => ({ ...current, [key]: data.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(undefined);
    if (Object.keys(portal.session.registrationProblems(form)).length > 0) return;
    const captchaId = captchaRef.current?.captchaId;
    if (!captchaId) return;
    setBusy(true);
    try {
      setDone(await portal.session.register(form, captchaId));
    } catch (reason) {
      setError(reason instanceof SessionError ? reason.message : String(reason));
      captchaRef.current?.refresh();
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthLayout testId="register-page">
        <MessageBar intent="success" data-testid="register-done">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage({ id: 'i18n_register_done_title' })}</MessageBarTitle>
            {intl.formatMessage({ id: 'i18n_register_done_body' }, done)}
          </MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => portal.navigate('/login', { elsAccount: done.elsAccount, elsSubAccount: done.elsSubAccount })} data-testid="register-to-login">
          {intl.formatMessage({ id: 'i18n_register_to_login' })}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout testId="register-page">
      <Title2 as="h1">{intl.formatMessage({ id: 'i18n_register_title' })}</Title2>
      {error && (
        <MessageBar intent="error" data-testid="register-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage({ id: 'i18n_register_invitationCode' })} required validationMessage={validation('invitationCode')}>
          <Input name="invitationCode" value={form.invitationCode} onChange={set('invitationCode')} />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_register_companyName' })} required validationMessage={validation('companyName')}>
          <Input name="companyName" value={form.companyName} onChange={set('companyName')} maxLength={50} />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_register_accountName' })} required validationMessage={validation('accountName')} hint={intl.formatMessage({ id: 'i18n_register_accountName_hint' })}>
          <Input name="accountName" autoComplete="username" value={form.accountName} onChange={set('accountName')} maxLength={40} />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_register_password' })} required validationMessage={validation('password') && portal.session.passwordProblems(form.password)[0]} hint={portal.session.passwordRule}>
          <Input name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_register_confirmPassword' })} required validationMessage={validation('confirmPassword')}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
        </Field>
        <div className={styles.row}>
          <Field label={intl.formatMessage({ id: 'i18n_register_mobile' })} validationMessage={validation('mobile')}>
            <Input className={styles.rowInput} name="mobile" type="tel" inputMode="numeric" maxLength={11} value={form.mobile} onChange={set('mobile')} />
          </Field>
          <Field label={intl.formatMessage({ id: 'i18n_register_email' })} validationMessage={validation('email')}>
            <Input className={styles.rowInput} name="email" type="email" value={form.email} onChange={set('email')} />
          </Field>
        </div>
        <CaptchaField ref={captchaRef} value={form.captcha} onChange={(captcha) => setForm((current) => ({ ...current, captcha }))} validation={validation('captcha')} />
        <Field validationMessage={validation('agreementAccepted') && (agreementRead ? validation('agreementAccepted') : intl.formatMessage({ id: 'i18n_register_agreement_first' }))}>
          <div className={styles.agreement}>
            <Checkbox
              checked={form.agreementAccepted}
              disabled={!agreementRead}
              onChange={(_, data) => setForm((current) => ({ ...current, agreementAccepted: data.checked === true }))}
              label={intl.formatMessage({ id: 'i18n_register_agreement' })}
              data-testid="register-agreement"
            />
            <Link onClick={() => setAgreementOpen(true)} data-testid="register-agreement-open">
              {intl.formatMessage({ id: 'i18n_login_agreement' })}
            </Link>
          </div>
        </Field>
        <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="register-submit">
          {busy ? intl.formatMessage({ id: 'i18n_register_submitting' }) : intl.formatMessage({ id: 'i18n_register_submit' })}
        </Button>
      </form>
      <Link onClick={() => portal.navigate('/login')}>{intl.formatMessage({ id: 'i18n_login_back' })}</Link>
      <AgreementDialog
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onRead={() => {
          setAgreementRead(true);
          setForm((current) => ({ ...current, agreementAccepted: true }));
        }}
      />
    </AuthLayout>
  );
});
