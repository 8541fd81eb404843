// One page of an overlay's versions: version (the one in force marked), action, author, time and
// note; a click picks a version. Below: the count, and the shared ListPager when there is more than
// one page.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatTime, ListPager } from '@plugin-api';
import { type OverlayVersion } from '@plugin-api/layout-admin';
import { HISTORY_PAGE_SIZE, type HistoryModel } from '../model/historyModel';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  muted: { color: tokens.colorNeutralForeground3 },
  note: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export const VersionTable = observer(function VersionTable({ model }: { model: HistoryModel }) {
  const intl = useIntl();
  const styles = useStyles();
  const { list, selected } = model;
  if (!list) return null;
  if (list.rows.length === 0) return <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_history_empty' })}</Text>;
  const actionText = (row: OverlayVersion) =>
    row.action === 'rollback'
      ? intl.formatMessage({ id: 'i18n_layout_history_action_rollback' }, { version: row.fromVersion ?? '?' })
      : row.action === 'delete'
        ? intl.formatMessage({ id: 'i18n_layout_history_action_delete' })
        : intl.formatMessage({ id: 'i18n_layout_history_action_publish' });
  return (
    <>
      <Table size="small" aria-label={intl.formatMessage({ id: 'i18n_layout_history_title' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_layout_history_version' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_layout_history_action' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_layout_history_author' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_layout_history_time' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_layout_history_note' })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.rows.map((row) => (
            <TableRow
              key={row.version}
              className={mergeClasses(styles.row, row.version === selected && styles.selected)}
              aria-selected={row.version === selected}
              onClick={() => model.select(row.version)}
              data-testid={`history-row-${row.version}`}
            >
              <TableCell>
                <Button
                  appearance="transparent"
                  size="small"
                  aria-pressed={row.version === selected}
                  aria-label={intl.formatMessage({ id: 'i18n_layout_history_select' }, { version: row.version })}
                  onClick={(event) => {
                    event.stopPropagation();
                    model.select(row.version);
                  }}
                >
                  {row.version}
                </Button>
                {row.version === list.current && (
                  <Badge appearance="tint" color="success" size="small">
                    {intl.formatMessage({ id: 'i18n_layout_history_current' })}
                  </Badge>
                )}
              </TableCell>
              <TableCell>{actionText(row)}</TableCell>
              <TableCell>
                {row.author.name} ({row.author.elsAccount}
                {row.author.elsSubAccount ? `_${row.author.elsSubAccount}` : ''})
              </TableCell>
              <TableCell>{formatTime(row.createdAt)}</TableCell>
              <TableCell className={styles.note}>{row.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_history_total' }, { total: list.total })}</Text>
      {/* More than one page at the first page size: the list's pager (it stays once another size is chosen). */}
      {list.total > HISTORY_PAGE_SIZE && <ListPager list={model} testId="history" />}
    </>
  );
});
