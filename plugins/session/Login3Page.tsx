import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /login3?elsAccount=&elsSubAccount=&password= signs in automatically. The page
 * guard signs in with the parameters before any page shows (its login-parameter step), then leads home,
 * or to the login page with the reason; this page is only seen when the link lacks a parameter.
 */
export function Login3Page({ query }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const complete = Boolean(query.elsAccount && query.elsSubAccount && query.password);
  return (
    <div className={styles.page}>
      {complete ? (
        <Spinner label={intl.formatMessage({ id: 'i18n_login3_running' })} />
      ) : (
        <>
          <MessageBar intent="error" data-testid="login3-error">
            <MessageBarBody>{intl.formatMessage({ id: 'i18n_login3_missing' })}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" onClick={() => portal.navigate('/login', query.elsAccount ? { elsAccount: query.elsAccount } : undefined)}>
            {intl.formatMessage({ id: 'i18n_login3_back' })}
          </Button>
        </>
      )}
    </div>
  );
}
