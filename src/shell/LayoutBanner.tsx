import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';
import { defineMessages, useIntl } from 'react-intl';

const useStyles = makeStyles({
  bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const LAYER_MESSAGES = defineMessages({
  base: { id: 'i18n_layer_base' },
  tenant: { id: 'i18n_layer_tenant' },
  server: { id: 'i18n_layer_server' },
  suppliers: { id: 'i18n_layer_suppliers' },
  user: { id: 'i18n_layer_user' },
  draft: { id: 'i18n_layer_draft' },
  audience: { id: 'i18n_layer_audience' },
});

/** Shows an admin which layout layer was left out, at which JSON pointer, and why. */
export const LayoutBanner = observer(function LayoutBanner() {
  const { layout, visibility } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const [dismissed, setDismissed] = useState('');
  const failures = layout.failures;
  const signature = JSON.stringify(failures);
  if (failures.length === 0 || !visibility.isAdmin || dismissed === signature) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.bar} data-testid="layout-banner">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'i18n_banner_title' })}</MessageBarTitle>
        <ul className={styles.list}>
          {failures.map((failure) => (
            <li key={`${failure.kind}:${failure.source}`}>
              {intl.formatMessage({ id: 'i18n_banner_layer' }, { kind: intl.formatMessage(LAYER_MESSAGES[failure.kind]), source: failure.source })}
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
        <Button onClick={() => setDismissed(signature)}>{intl.formatMessage({ id: 'i18n_banner_dismiss' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
});
