import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';
import type { TranslationFailure } from '../stores/translationStore';

const REASON_MESSAGES = defineMessages({
  refused: { id: 'i18n_translations_reason_refused' },
  timeout: { id: 'i18n_translations_reason_timeout' },
  network: { id: 'i18n_translations_reason_network' },
  status: { id: 'i18n_translations_reason_status' },
  tooLarge: { id: 'i18n_translations_reason_tooLarge' },
  syntax: { id: 'i18n_translations_reason_syntax' },
  notObject: { id: 'i18n_translations_reason_notObject' },
  tooMany: { id: 'i18n_translations_reason_tooMany' },
  entries: { id: 'i18n_translations_reason_entries' },
} satisfies Record<TranslationFailure['reason'], { id: string }>);

const useStyles = makeStyles({
  bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** Tells an administrator that the remote translations of the current language were not (all) used; others see nothing. */
export const TranslationNotice = observer(function TranslationNotice() {
  const { translations, visibility } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const [dismissed, setDismissed] = useState('');
  const failure = translations.currentFailure;
  const signature = failure ? JSON.stringify(failure) : '';
  if (!failure || !visibility.isAdmin || dismissed === signature) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.bar} data-testid="translation-notice">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'i18n_translations_failed_title' })}</MessageBarTitle>
        {intl.formatMessage({ id: 'i18n_translations_failed_body' }, { url: failure.url, reason: intl.formatMessage(REASON_MESSAGES[failure.reason]) })}
        <div className={styles.code}>
          {failure.detail}
        </div>
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => setDismissed(signature)}>{intl.formatMessage({ id: 'i18n_banner_dismiss' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
});
