import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockClosed20Regular } from '@fluentui/react-icons';
import { SessionError, usePortal } from '@plugin-api';
import { useIntl } from 'react-intl';

/** Fluent's initials skip CJK names: the first character stands in. */
const initialOf = (name: string | undefined) => (name && /^[\u3400-\u9fff]/.test(name) ? [...name][0] : undefined);

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#0b3a6e',
    backgroundImage: 'radial-gradient(circle at 30% 20%, #2886de 0%, #0f6cbd 35%, #0b3a6e 100%)',
  },
  card: {
    width: '360px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: '36px 32px 24px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: 'rgba(255,255,255,0.96)',
    boxShadow: tokens.shadow28,
  },
  form: { width: '100%', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The lock page: every page leads here while the screen is locked; the password is
 * checked by the server; a wrong one says "unlock password error, please re-enter".
 */
export const LockPage = observer(function LockPage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmLogout, setConfirmLogout] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(intl.formatMessage({ id: 'i18n_lock_required' }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await portal.session.unlock(password);
    } catch (reason) {
      const failure = reason instanceof SessionError ? reason : undefined;
      // A wrong password gets the platform's fixed message; a throttled or network failure says why.
      setError(failure && failure.status === 400 && failure.retryAfterSeconds === undefined ? intl.formatMessage({ id: 'i18n_lock_error' }) : (failure?.message ?? intl.formatMessage({ id: 'i18n_lock_error' })));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="lock-page">
      <div className={styles.card}>
        <Avatar name={portal.user?.name} initials={initialOf(portal.user?.name)} size={72} color="colorful" />
        <Title2 as="h1">{intl.formatMessage({ id: 'i18n_lock_title' })}</Title2>
        <Text data-testid="lock-user">{portal.user?.name}</Text>
        <Text size={200} className={styles.muted}>
          {intl.formatMessage({ id: 'i18n_lock_body' })}
        </Text>
        {error && (
          <MessageBar intent="error" data-testid="lock-error" style={{ width: '100%' }}>
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={intl.formatMessage({ id: 'i18n_lock_password' })} required>
            <Input
              name="unlockPassword"
              type="password"
              autoComplete="current-password"
              contentBefore={<LockClosed20Regular />}
              value={password}
              onChange={(_, data) => setPassword(data.value)}
              size="large"
              autoFocus
            />
          </Field>
          <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="unlock-submit">
            {busy ? intl.formatMessage({ id: 'i18n_lock_unlocking' }) : intl.formatMessage({ id: 'i18n_lock_unlock' })}
          </Button>
        </form>
        <Link onClick={() => setConfirmLogout(true)} data-testid="lock-logout">
          {intl.formatMessage({ id: 'i18n_lock_logout' })}
        </Link>
      </div>
      <Dialog open={confirmLogout} onOpenChange={(_, data) => setConfirmLogout(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'i18n_logout_confirm_title' })}</DialogTitle>
            <DialogContent>{intl.formatMessage({ id: 'i18n_logout_confirm_message' })}</DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirmLogout(false)}>{intl.formatMessage({ id: 'i18n_common_cancel' })}</Button>
              <Button appearance="primary" onClick={() => void portal.session.logout()} data-testid="lock-logout-confirm">
                {intl.formatMessage({ id: 'i18n_common_confirm' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
});
