import { observer } from 'mobx-react-lite';
import { Card, CardHeader, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL }, code: { fontFamily: tokens.fontFamilyMonospace } });

/** The approval page, driven by its query; its lists arrive with the approval work. */
export const AuditPage = observer(function AuditPage({ query }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const links = Object.entries(portal.layout.auditLinks)
    .filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => Boolean(entry[1]))
    .sort(([, a], [, b]) => a.order - b.order);
  return (
    <div className={styles.stack} data-testid="audit-page">
      <Card>
        <CardHeader header={<Title3 as="h1">{portal.t('i18n_audit_title')}</Title3>} description={<Text className={styles.code}>{portal.t('i18n_audit_query')}: {new URLSearchParams(query).toString() || '—'}</Text>} />
      </Card>
      <Card>
        <CardHeader header={<Title3 as="h2">{portal.t('i18n_audit_types')}</Title3>} />
        <Table size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>businessType</TableHeaderCell>
              <TableHeaderCell>label</TableHeaderCell>
              <TableHeaderCell>path</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {links.map(([type, link]) => (
              <TableRow key={type}>
                <TableCell className={styles.code}>{type}</TableCell>
                <TableCell>{portal.text(link.label)}</TableCell>
                <TableCell className={styles.code}>{link.path}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
});
