// The user's own account as a form: name (required), mobile (checked as the registration checks it)
// and e-mail; the way to change the password.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Field, Input, Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { errorText, usePortal } from '@plugin-api';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalS },
});

export const EditSection = observer(function EditSection() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const detail = portal.profile.detail;
  const [form, setForm] = useState({ name: detail?.name ?? '', mobile: detail?.mobile ?? '', email: detail?.email ?? '' });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string }>();
  useEffect(() => {
    setForm({ name: detail?.name ?? '', mobile: detail?.mobile ?? '', email: detail?.email ?? '' });
  }, [detail]);
  const nameMissing = form.name.trim() === '';
  const mobileProblem = form.mobile.trim() ? portal.session.mobileProblem(form.mobile) : undefined;
  const save = async () => {
    if (nameMissing || mobileProblem) return;
    setSaving(true);
    setMessage(undefined);
    try {
      await portal.profile.update({ name: form.name.trim(), mobile: form.mobile.trim(), email: form.email.trim() });
      setMessage({ intent: 'success', text: intl.formatMessage({ id: 'i18n_info_saved' }) });
    } catch (reason) {
      setMessage({ intent: 'error', text: errorText(reason) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="info-edit"
    >
      <div className={styles.form}>
        <Field label={intl.formatMessage({ id: 'i18n_info_name' })} required validationMessage={nameMissing ? intl.formatMessage({ id: 'i18n_info_nameRequired' }) : undefined}>
          <Input value={form.name} maxLength={50} onChange={(_, data) => setForm({ ...form, name: data.value })} data-testid="info-name" />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_info_mobile' })} validationMessage={mobileProblem}>
          <Input value={form.mobile} maxLength={20} inputMode="tel" onChange={(_, data) => setForm({ ...form, mobile: data.value })} data-testid="info-mobile" />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_info_email' })}>
          <Input value={form.email} maxLength={100} type="email" onChange={(_, data) => setForm({ ...form, email: data.value })} data-testid="info-email" />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={saving || nameMissing || Boolean(mobileProblem)} data-testid="info-save">
          {saving ? intl.formatMessage({ id: 'i18n_info_saving' }) : intl.formatMessage({ id: 'i18n_info_save' })}
        </Button>
        <Link onClick={() => portal.navigate('/portal/info/password')} data-testid="info-change-password">
          {intl.formatMessage({ id: 'i18n_info_changePassword' })}
        </Link>
      </div>
      {message && (
        <MessageBar intent={message.intent} data-testid="info-edit-message" style={{ marginTop: tokens.spacingVerticalS }}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
});
