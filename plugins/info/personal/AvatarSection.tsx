// The avatar of the personal info page: the stored picture through the file service; upload (PNG,
// JPEG or WebP, 2 MB at most) with its progress and outcome.
import { useRef, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Avatar, Button, MessageBar, MessageBarBody, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { errorText, AVATAR_MAX_BYTES, usePortal } from '@plugin-api';
import { avatarInitials } from './personalInfo';

const AVATAR_MESSAGES = defineMessages({
  tooLarge: { id: 'i18n_info_avatar_tooLarge' },
  type: { id: 'i18n_info_avatar_type' },
  empty: { id: 'i18n_info_avatar_empty' },
});

const useStyles = makeStyles({
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hiddenInput: { display: 'none' },
});

export const AvatarSection = observer(function AvatarSection() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { profile } = portal;
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string }>();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profile.avatarProblem(file);
    if (problem) {
      setMessage({ intent: 'error', text: intl.formatMessage(AVATAR_MESSAGES[problem], { max: Math.round(AVATAR_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    try {
      await profile.changeAvatar(file);
      setMessage({ intent: 'success', text: intl.formatMessage({ id: 'i18n_info_avatarSaved' }) });
    } catch (reason) {
      setMessage({ intent: 'error', text: errorText(reason) });
    }
  };
  const user = portal.user;
  return (
    <div className={styles.avatarRow}>
      <Avatar
        name={user?.name}
        initials={avatarInitials(user?.name)}
        image={profile.avatarUrl ? { src: profile.avatarUrl, alt: '' } : undefined}
        size={72}
        color="colorful"
        data-testid="info-avatar"
      />
      <input ref={input} className={styles.hiddenInput} type="file" accept="image/png,image/jpeg,image/webp" onChange={(event) => void choose(event)} data-testid="info-avatar-input" tabIndex={-1} aria-hidden="true" />
      <Button onClick={() => input.current?.click()} disabled={profile.avatarProgress !== undefined} data-testid="info-avatar-upload">
        {intl.formatMessage({ id: 'i18n_info_avatarUpload' })}
      </Button>
      {profile.avatarProgress !== undefined && <ProgressBar value={profile.avatarProgress} style={{ width: '120px' }} aria-label={intl.formatMessage({ id: 'i18n_info_avatarUploading' })} />}
      {message && (
        <MessageBar intent={message.intent} data-testid="info-avatar-message">
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
});
