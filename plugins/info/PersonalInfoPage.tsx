import { observer } from 'mobx-react-lite';
import { Avatar, Card, CardHeader, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';

const useStyles = makeStyles({
  card: { maxWidth: '640px' },
  list: { display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: tokens.spacingVerticalM, margin: 0, padding: tokens.spacingVerticalS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export const PersonalInfoPage = observer(function PersonalInfoPage() {
  const portal = usePortal();
  const styles = useStyles();
  const user = portal.user;
  const rows: Array<[string, string | undefined]> = [
    ['i18n_info_name', user?.name],
    ['i18n_info_account', user?.elsAccount],
    ['i18n_info_subAccount', user?.elsSubAccount],
    ['i18n_info_station', user?.station],
    ['i18n_info_permission', user?.permission],
    ['i18n_info_environment', user?.environment],
  ];
  return (
    <Card className={styles.card} data-testid="personal-info">
      <CardHeader image={<Avatar name={user?.name} size={48} color="colorful" />} header={<Title3 as="h1">{user?.name}</Title3>} />
      <dl className={styles.list}>
        {rows.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{portal.t(key)}</dt>
            <dd className={styles.value}>
              <Text>{value ?? '—'}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
});
