import { Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** WeChat authorisation landing page; the WeChat exchange arrives with the session work. */
export function WxAuthPage() {
  const portal = usePortal();
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title2>{portal.t('i18n_wx_title')}</Title2>
      <Spinner label={portal.t('i18n_wx_body')} />
    </div>
  );
}
