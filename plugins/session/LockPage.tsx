import { Button, Title2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosed48Regular } from '@fluentui/react-icons';
import { usePortal } from '@plugin-api';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground3 },
});

/** The lock page; locking and unlocking by password arrive with the session work. */
export function LockPage() {
  const portal = usePortal();
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <LockClosed48Regular />
      <Title2>{portal.t('i18n_lock_title')}</Title2>
      <Text>{portal.t('i18n_lock_body')}</Text>
      <Button appearance="primary" onClick={() => portal.navigate(portal.layout.app.homeTab.path)}>
        {portal.t('i18n_lock_back')}
      </Button>
    </div>
  );
}
