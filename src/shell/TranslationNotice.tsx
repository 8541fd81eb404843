import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';

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
        {intl.formatMessage({ id: 'i18n_translations_failed_body' }, { url: failure.url })}
        <div className={styles.code}>
          {failure.reason} · {failure.detail}
        </div>
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => setDismissed(signature)}>{intl.formatMessage({ id: 'i18n_banner_dismiss' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
});
