import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalL, backgroundColor: tokens.colorNeutralBackground2 },
  code: { margin: 0, fontSize: '96px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1, letterSpacing: '4px' },
});

function ErrorPage({ code }: { code: '403' | '404' | '500' }) {
  const portal = usePortal();
  const styles = useStyles();
  return (
    <div className={styles.page} data-testid={`error-${code}`}>
      <h1 className={styles.code}>{code}</h1>
      <Text as="p" size={500}>
        {portal.t(`i18n_error_${code}`)}
      </Text>
      <Button appearance="primary" onClick={() => portal.navigate(portal.homePath)}>
        {portal.t('i18n_error_home')}
      </Button>
    </div>
  );
}

export const NotFoundPage = () => <ErrorPage code="404" />;
export const ForbiddenPage = () => <ErrorPage code="403" />;
export const ServerErrorPage = () => <ErrorPage code="500" />;
