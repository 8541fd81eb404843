import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useRelease } from '../stores/releaseStore';

const useStyles = makeStyles({
  bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
});

/**
 * A newer release of the portal was deployed while this tab ran: a notice above the page offers
 * the reload. It never reloads by itself (the user may be typing); Later puts it away until a still
 * newer release appears. Pages of the running release keep loading meanwhile (the build keeps the
 * previous releases' files).
 */
export const ReleaseNotice = observer(function ReleaseNotice() {
  const release = useRelease();
  const intl = useIntl();
  const styles = useStyles();
  if (!release?.offered) return null;
  return (
    <MessageBar intent="info" layout="multiline" className={styles.bar} data-testid="release-notice">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'i18n_release_title' })}</MessageBarTitle>
        {intl.formatMessage({ id: 'i18n_release_body' })}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => release.reload()}>
          {intl.formatMessage({ id: 'i18n_release_reload' })}
        </Button>
        <Button onClick={() => release.dismiss()}>{intl.formatMessage({ id: 'i18n_release_later' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
});
