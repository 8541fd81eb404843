import { useEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /login3?elsAccount=&elsSubAccount=&password= signs in automatically (seed 001 §2). */
export function Login3Page({ query }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const [error, setError] = useState<string | undefined>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { elsAccount, elsSubAccount, password } = query;
    if (!elsAccount || !elsSubAccount || !password) {
      setError(portal.t('i18n_login3_missing'));
      return;
    }
    portal.login({ elsAccount, elsSubAccount, password }).then(
      () => portal.navigate(portal.layout.app.homeTab.path),
      (reason: unknown) => setError((reason as Error).message || portal.t('i18n_login_failed')),
    );
  }, [portal, query]);
  return (
    <div className={styles.page}>
      {error ? (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" onClick={() => portal.navigate('/login')}>
            {portal.t('i18n_login3_back')}
          </Button>
        </>
      ) : (
        <Spinner label={portal.t('i18n_login3_running')} />
      )}
    </div>
  );
}
