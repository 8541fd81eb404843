import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { auditTypeLabel, usePortal, type PageProps, type PortalApi } from '@plugin-api';
import { FIELD_ENTITIES, forwardDocument, forwardTarget } from './forwardData';
import { useIntl, type IntlShape } from 'react-intl';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'grid', gridTemplateColumns: 'minmax(8em, max-content) 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A field's label: the page's own for the document's keys, else the business dictionary's (the entity's, else the first that knows it). */
function fieldLabel(portal: PortalApi, intl: IntlShape, entity: string | undefined, key: string): string {
  if (key === 'id' || key === 'businessId') return intl.formatMessage({ id: 'i18n_forward_field_number' });
  if (key === 'auditType' || key === 'businessType') return intl.formatMessage({ id: 'i18n_forward_field_type' });
  for (const candidate of entity ? [entity, ...FIELD_ENTITIES] : FIELD_ENTITIES) {
    const label = portal.dictionary.field(candidate, key);
    if (label !== key) return label;
  }
  return key;
}

/**
 * /forward/detail: the document its props name (the platform passes them as query parameters or one
 * JSON `data` parameter; `name` is the title): each field under its business dictionary label in the
 * user's language, the way to the document's own page when the props name an approval type and
 * number, and a message when they name nothing.
 */
export const ForwardDetailPage = observer(function ForwardDetailPage({ query }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  useEffect(() => {
    void portal.dictionary.load();
    void portal.work.dictionaries.ensure(['auditType']);
  }, [portal]);
  const doc = forwardDocument(query);
  const title = query.name ? portal.text(query.name) : intl.formatMessage({ id: 'i18n_forward_title' });
  const opens = doc.auditType !== undefined && doc.businessId !== undefined && portal.hasAuditDetail(doc.auditType);
  return (
    <div className={styles.stack} data-testid="forward-detail">
      <Title3 as="h1">{title}</Title3>
      {doc.fields.length === 0 ? (
        <MessageBar intent="info" layout="multiline" data-testid="forward-empty">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage({ id: 'i18n_forward_empty' })}</MessageBarTitle>
            {intl.formatMessage({ id: 'i18n_forward_emptyHint' })}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Card>
          <dl className={styles.list} data-testid="forward-fields">
            {doc.fields.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt className={styles.term}>{fieldLabel(portal, intl, doc.entity, key)}</dt>
                <dd className={styles.value}>{(key === 'auditType' || key === 'businessType') && value ? auditTypeLabel(portal, value) : value || '—'}</dd>
              </div>
            ))}
          </dl>
          {opens && (
            <div className={styles.actions}>
              <Button appearance="primary" onClick={() => portal.openAuditDetail(doc.auditType!, doc.businessId!)} data-testid="forward-open">
                {intl.formatMessage({ id: 'i18n_forward_open' }, { number: doc.businessId })}
              </Button>
            </div>
          )}
        </Card>
      )}
    </div>
  );
});

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
