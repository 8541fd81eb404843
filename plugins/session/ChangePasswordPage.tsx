import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { SessionError, usePortal } from '@plugin-api';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  card: { maxWidth: '480px', padding: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Password change: the current password and the new one twice; the call
 * carries both encrypted and URL-encoded in the query (PUT /ElsAccountService/modifyPassword).
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof form) => (_: unknown, data: { value: string }) => setForm((current) => ({ ...current, [key]: data.value }));
  const ruleProblem = form.newPassword ? portal.session.passwordProblems(form.newPassword)[0] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone(false);
    if (!form.oldPassword || !form.newPassword) return setError(intl.formatMessage({ id: 'i18n_password_required' }));
    if (ruleProblem) return setError(ruleProblem);
    if (form.newPassword !== form.confirmPassword) return setError(intl.formatMessage({ id: 'i18n_password_mismatch' }));
    setBusy(true);
    try {
      await portal.session.changePassword(form.oldPassword, form.newPassword);
      setDone(true);
      setForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
      portal.notify('success', intl.formatMessage({ id: 'i18n_password_done' }));
    } catch (reason) {
      setError(reason instanceof SessionError ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card} data-testid="change-password">
      <Title3 as="h1">{intl.formatMessage({ id: 'i18n_route_changePassword' })}</Title3>
      {error && (
        <MessageBar intent="error" data-testid="password-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {done && (
        <MessageBar intent="success" data-testid="password-done">
          <MessageBarBody>{intl.formatMessage({ id: 'i18n_password_done' })}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage({ id: 'i18n_password_old' })} required>
          <Input name="oldPassword" type="password" autoComplete="current-password" value={form.oldPassword} onChange={set('oldPassword')} />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_password_new' })} required validationMessage={ruleProblem} hint={portal.session.passwordRule}>
          <Input name="newPassword" type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_password_confirm' })} required validationMessage={form.confirmPassword && form.confirmPassword !== form.newPassword ? intl.formatMessage({ id: 'i18n_password_mismatch' }) : undefined}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="password-submit">
          {intl.formatMessage({ id: 'i18n_password_submit' })}
        </Button>
      </form>
    </Card>
  );
});
