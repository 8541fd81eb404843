import { useEffect } from 'react';
import { Card, CardHeader, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';
import { forwardFields, forwardTarget } from './forwardData';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: '160px 1fr', rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
});

/** /forward/detail: shows the data it receives (its query, or a JSON `data` parameter) as fields. */
export function ForwardDetailPage({ query }: PageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const entries = forwardFields(query);
  return (
    <Card data-testid="forward-detail">
      <CardHeader header={<Title3 as="h1">{query.name ?? intl.formatMessage({ id: 'i18n_forward_title' })}</Title3>} />
      {entries.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'i18n_forward_empty' })}</Text>
      ) : (
        <dl className={styles.list}>
          {entries.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt className={styles.term}>{key}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/**
 * /forwardPass: hands its query on, in place of itself (so that Back does not come here again):
 * to the frame host when it names an address, else to the detail page.
 */
export function ForwardPassPage({ query }: PageProps) {
  const portal = usePortal();
  useEffect(() => {
    const target = forwardTarget(query);
    portal.navigate(target.path, target.query, { replace: true });
  }, [portal, query]);
  return <Spinner />;
}
