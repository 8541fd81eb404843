import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { formatFileSize, usePortal, type PageProps } from '@plugin-api';
import { ListPager, ListSearch, ListStates, formatTime } from './ListParts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  nowrap: { whiteSpace: 'nowrap' },
  wide: { width: '32%' },
  remark: { color: tokens.colorNeutralForeground2 },
});

/** The document centre: the portal's documents, keyword search, and downloads with their progress. */
export const DocumentsPage = observer(function DocumentsPage({ routeId }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const { documents: centre, dictionaries } = portal.work;
  const list = centre.documents;
  useEffect(() => {
    void dictionaries.ensure(['fileType']);
    if (list.status === 'idle' || list.status === 'error') void list.load();
  }, [list, dictionaries]);
  const downloading = centre.downloading;
  return (
    <div className={styles.stack} data-testid={`page-${routeId}`}>
      <Title3 as="h1">{portal.t('i18n_route_documentCenter')}</Title3>
      <Card>
        <ListSearch label={portal.t('i18n_doc_keyword')} value={centre.keyword} onSearch={(keyword) => void centre.search(keyword)} testId="documents" />
        {downloading && (
          <Field
            label={portal.t('i18n_doc_downloading', { name: downloading.fileName })}
            hint={downloading.total ? `${formatFileSize(downloading.loaded)} / ${formatFileSize(downloading.total)}` : formatFileSize(downloading.loaded)}
            data-testid="documents-progress"
          >
            <ProgressBar value={downloading.fraction} max={1} thickness="large" />
          </Field>
        )}
        {centre.downloadError && (
          <MessageBar intent="error" data-testid="documents-download-error">
            <MessageBarBody>{centre.downloadError}</MessageBarBody>
          </MessageBar>
        )}
        <ListStates list={list} testId="documents">
          <Table size="small" aria-label={portal.t('i18n_route_documentCenter')} data-testid="documents-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.wide}>{portal.t('i18n_doc_col_name')}</TableHeaderCell>
                <TableHeaderCell>{portal.t('i18n_doc_col_type')}</TableHeaderCell>
                <TableHeaderCell>{portal.t('i18n_doc_col_size')}</TableHeaderCell>
                <TableHeaderCell>{portal.t('i18n_doc_col_uploader')}</TableHeaderCell>
                <TableHeaderCell>{portal.t('i18n_doc_col_time')}</TableHeaderCell>
                <TableHeaderCell>{portal.t('i18n_doc_col_action')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.rows.map((document) => (
                <TableRow key={document.id} data-testid={`document-row-${document.id}`}>
                  <TableCell>
                    <TableCellLayout description={document.remark ? <span className={styles.remark}>{document.remark}</span> : undefined}>{document.fileName}</TableCellLayout>
                  </TableCell>
                  <TableCell>{dictionaries.label('fileType', document.fileType)}</TableCell>
                  <TableCell className={styles.nowrap}>{formatFileSize(document.fileSize)}</TableCell>
                  <TableCell>{document.uploadUser}</TableCell>
                  <TableCell className={styles.nowrap}>{formatTime(document.uploadTime, portal.language)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      icon={<ArrowDownload20Regular />}
                      disabled={downloading !== undefined}
                      onClick={() => void centre.download(document)}
                      aria-label={portal.t('i18n_doc_download_named', { name: document.fileName })}
                      data-testid={`document-download-${document.id}`}
                    >
                      {portal.t('i18n_doc_download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ListStates>
        <ListPager list={list} testId="documents" />
      </Card>
    </div>
  );
});
