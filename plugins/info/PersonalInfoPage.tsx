// The personal info page: the account's detail with its avatar, the form of the user's own account,
// and the personal table configurations. Its sections are in personal/.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, CardHeader, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { defineMessages, useIntl } from 'react-intl';
import { AvatarSection } from './personal/AvatarSection';
import { ConfigSection } from './personal/ConfigSection';
import { EditSection } from './personal/EditSection';
import { detailRows, type DetailKey } from './personal/personalInfo';

const DETAIL_MESSAGES = defineMessages({
  name: { id: 'i18n_info_name' },
  account: { id: 'i18n_info_account' },
  subAccount: { id: 'i18n_info_subAccount' },
  loginName: { id: 'i18n_info_loginName' },
  mobile: { id: 'i18n_info_mobile' },
  email: { id: 'i18n_info_email' },
  station: { id: 'i18n_info_station' },
  permission: { id: 'i18n_info_permission' },
  environment: { id: 'i18n_info_environment' },
} satisfies Record<DetailKey, { id: string }>);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  list: { display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: tokens.spacingVerticalM, margin: 0, padding: tokens.spacingVerticalS },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
});

export const PersonalInfoPage = observer(function PersonalInfoPage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { profile } = portal;
  useEffect(() => {
    void profile.load();
  }, [profile]);
  const detail = profile.detail;
  // Coded values: their labels in the user's language from the business dictionary (the code while unknown).
  const rows = detailRows(portal.user, detail, (list, value) => portal.dictionary.label(list, value));
  return (
    <div className={styles.page} data-testid="personal-info">
      <Card>
        <CardHeader header={<Title3 as="h1" style={{ margin: 0 }}>{intl.formatMessage({ id: 'i18n_route_personalInfo' })}</Title3>} />
        {profile.status === 'error' && (
          <MessageBar intent="error" data-testid="info-error">
            <MessageBarBody>{profile.error ?? intl.formatMessage({ id: 'i18n_info_loadFailed' })}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void profile.load()}>
                {intl.formatMessage({ id: 'i18n_info_retry' })}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {profile.status === 'loading' && !detail && <Spinner size="small" label={intl.formatMessage({ id: 'i18n_info_loading' })} />}
        <AvatarSection />
        <dl className={styles.list} data-testid="info-detail">
          {rows.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt className={styles.term}>{intl.formatMessage(DETAIL_MESSAGES[key])}</dt>
              <dd className={styles.value}>
                <Text>{value || '—'}</Text>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card>
        <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{intl.formatMessage({ id: 'i18n_info_editTitle' })}</Subtitle1>} />
        {detail ? <EditSection /> : <Spinner size="small" label={intl.formatMessage({ id: 'i18n_info_loading' })} />}
      </Card>
      <ConfigSection />
    </div>
  );
});
