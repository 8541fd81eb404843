import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';

const useStyles = makeStyles({
  bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** Shows an admin which layout layer was left out, at which JSON pointer, and why. */
export const LayoutBanner = observer(function LayoutBanner() {
  const { layout, locale, visibility } = useStores();
  const styles = useStyles();
  const [dismissed, setDismissed] = useState('');
  const failures = layout.failures;
  const signature = JSON.stringify(failures);
  if (failures.length === 0 || !visibility.isAdmin || dismissed === signature) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.bar} data-testid="layout-banner">
      <MessageBarBody>
        <MessageBarTitle>{locale.t('i18n_banner_title')}</MessageBarTitle>
        <ul className={styles.list}>
          {failures.map((failure) => (
            <li key={`${failure.kind}:${failure.source}`}>
              {locale.t('i18n_banner_layer', { kind: locale.t(`i18n_layer_${failure.kind}`), source: failure.source })}
              <ul className={styles.list}>
                {failure.issues.slice(0, 5).map((issue) => (
                  <li key={`${issue.pointer}:${issue.rule}`} className={styles.code}>
                    {issue.pointer || '/'} · {issue.rule} · {issue.message}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => setDismissed(signature)}>{locale.t('i18n_banner_dismiss')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
});
