import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  TableCellLayout,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { ListSearch, PagedListView, formatFileSize, formatTime, usePortal, type PageProps } from '@plugin-api';
import { useInfo } from './model/infoModel';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wide: { width: '32%' },
  // Room for a whole yyyy-MM-dd HH:mm:ss on one line (the table's layout is fixed).
  time: { width: '160px' },
  remark: { color: tokens.colorNeutralForeground2 },
});

/** The document centre: the portal's documents, keyword search, and downloads with their progress. */
export const DocumentsPage = observer(function DocumentsPage({ routeId }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  const centre = useInfo().documents;
  const list = centre.documents;
  useEffect(() => {
    void dictionaries.ensure(['fileType']);
    if (list.status === 'idle' || list.status === 'error') void list.load();
  }, [list, dictionaries]);
  const downloading = centre.downloading;
  return (
    <div className={styles.stack} data-testid={`page-${routeId}`}>
      <Title3 as="h1">{intl.formatMessage({ id: 'i18n_route_documentCenter' })}</Title3>
      <Card>
        <ListSearch label={intl.formatMessage({ id: 'i18n_doc_keyword' })} value={centre.keyword} onSearch={(keyword) => void centre.search(keyword)} testId="documents" />
        {downloading && (
          <Field
            label={intl.formatMessage({ id: 'i18n_doc_downloading' }, { name: downloading.fileName })}
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
        <PagedListView
          list={list}
          columns={[
            {
              id: 'name',
              header: intl.formatMessage({ id: 'i18n_doc_col_name' }),
              className: styles.wide,
              cell: (document) => <TableCellLayout description={document.remark ? <span className={styles.remark}>{document.remark}</span> : undefined}>{document.fileName}</TableCellLayout>,
            },
            { id: 'type', header: intl.formatMessage({ id: 'i18n_doc_col_type' }), cell: (document) => dictionaries.label('fileType', document.fileType) },
            { id: 'size', header: intl.formatMessage({ id: 'i18n_doc_col_size' }), nowrap: true, cell: (document) => formatFileSize(document.fileSize) },
            { id: 'uploader', header: intl.formatMessage({ id: 'i18n_doc_col_uploader' }), cell: (document) => document.uploadUser },
            { id: 'time', header: intl.formatMessage({ id: 'i18n_doc_col_time' }), nowrap: true, className: styles.time, cell: (document) => formatTime(document.uploadTime) },
            {
              id: 'action',
              header: intl.formatMessage({ id: 'i18n_doc_col_action' }),
              nowrap: true,
              cell: (document) => (
                <Button
                  size="small"
                  icon={<ArrowDownload20Regular />}
                  disabled={downloading !== undefined}
                  onClick={() => void centre.download(document)}
                  aria-label={intl.formatMessage({ id: 'i18n_doc_download_named' }, { name: document.fileName })}
                  data-testid={`document-download-${document.id}`}
                >
                  {intl.formatMessage({ id: 'i18n_doc_download' })}
                </Button>
              ),
            },
          ]}
          rowKey={(document) => document.id}
          rowProps={(document) => ({ 'data-testid': `document-row-${document.id}` })}
          label={intl.formatMessage({ id: 'i18n_route_documentCenter' })}
          minWidth={820}
          testId="documents"
        />
      </Card>
    </div>
  );
});
