import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { defineMessages, useIntl } from 'react-intl';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalL, backgroundColor: tokens.colorNeutralBackground2 },
  code: { margin: 0, fontSize: '96px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1, letterSpacing: '4px' },
});

const ERROR_MESSAGES = defineMessages({
  '403': { id: 'i18n_error_403' },
  '404': { id: 'i18n_error_404' },
  '500': { id: 'i18n_error_500' },
});

function ErrorPage({ code }: { code: '403' | '404' | '500' }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.page} data-testid={`error-${code}`}>
      <h1 className={styles.code}>{code}</h1>
      <Text as="p" size={500}>
        {intl.formatMessage(ERROR_MESSAGES[code])}
      </Text>
      <Button appearance="primary" onClick={() => portal.navigate(portal.homePath)}>
        {intl.formatMessage({ id: 'i18n_error_home' })}
      </Button>
    </div>
  );
}

export const NotFoundPage = () => <ErrorPage code="404" />;
export const ForbiddenPage = () => <ErrorPage code="403" />;
export const ServerErrorPage = () => <ErrorPage code="500" />;
