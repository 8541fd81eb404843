// The column editor of a personal table configuration: per column its field, heading, shown or not
// and width; moved up or down, removed, added (the rules: addColumn, moveColumn, removeColumn).
import { useIntl } from 'react-intl';
import { Button, Checkbox, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Add16Regular, ArrowDown16Regular, ArrowUp16Regular, Delete16Regular } from '@fluentui/react-icons';
import { addColumn, moveColumn, removeColumn, type TableColumnConfig } from '@plugin-api';

const useStyles = makeStyles({
  columns: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start', marginTop: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalS },
  narrow: { width: '64px' },
  width: { width: '120px' },
  moves: { width: '120px', whiteSpace: 'nowrap' },
  fill: { width: '100%', minWidth: 0 },
});

/** The column editor: per column its field, heading, shown or not, width; moved up or down, removed, added. */
export function ColumnEditor({ columns, onChange }: { columns: TableColumnConfig[]; onChange(columns: TableColumnConfig[]): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const set = (index: number, change: Partial<TableColumnConfig>) => onChange(columns.map((column, at) => (at === index ? { ...column, ...change } : column)));
  const nameOf = (column: TableColumnConfig, index: number) => column.field || intl.formatMessage({ id: 'i18n_info_configColumn' }, { n: index + 1 });
  return (
    <div className={styles.columns}>
      <Table size="extra-small" aria-label={intl.formatMessage({ id: 'i18n_info_configColumns' })} data-testid="info-config-columns">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_info_configField' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_info_configLabel' })}</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>{intl.formatMessage({ id: 'i18n_info_configVisible' })}</TableHeaderCell>
            <TableHeaderCell className={styles.width}>{intl.formatMessage({ id: 'i18n_info_configWidth' })}</TableHeaderCell>
            <TableHeaderCell className={styles.moves}>{intl.formatMessage({ id: 'i18n_info_actions' })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {columns.map((column, index) => (
            <TableRow key={index} data-testid={`info-config-column-${index}`}>
              <TableCell>
                <Input size="small" className={styles.fill} value={column.field} aria-label={`${intl.formatMessage({ id: 'i18n_info_configField' })} ${index + 1}`} onChange={(_, data) => set(index, { field: data.value })} data-testid="info-config-field" />
              </TableCell>
              <TableCell>
                <Input size="small" className={styles.fill} value={column.label ?? ''} aria-label={`${intl.formatMessage({ id: 'i18n_info_configLabel' })} ${index + 1}`} onChange={(_, data) => set(index, { label: data.value })} />
              </TableCell>
              <TableCell className={styles.narrow}>
                <Checkbox checked={column.visible} aria-label={`${intl.formatMessage({ id: 'i18n_info_configVisible' })} ${nameOf(column, index)}`} onChange={(_, data) => set(index, { visible: data.checked === true })} data-testid="info-config-visible" />
              </TableCell>
              <TableCell className={styles.width}>
                <Input
                  size="small"
                  className={styles.fill}
                  type="number"
                  value={String(column.width)}
                  aria-label={`${intl.formatMessage({ id: 'i18n_info_configWidth' })} ${nameOf(column, index)}`}
                  onChange={(_, data) => set(index, { width: Number(data.value) })}
                  data-testid="info-config-width"
                />
              </TableCell>
              <TableCell className={styles.moves}>
                <Button size="small" appearance="subtle" icon={<ArrowUp16Regular />} disabled={index === 0} aria-label={intl.formatMessage({ id: 'i18n_info_configMoveUp' }, { field: nameOf(column, index) })} onClick={() => onChange(moveColumn(columns, index, -1))} />
                <Button size="small" appearance="subtle" icon={<ArrowDown16Regular />} disabled={index === columns.length - 1} aria-label={intl.formatMessage({ id: 'i18n_info_configMoveDown' }, { field: nameOf(column, index) })} onClick={() => onChange(moveColumn(columns, index, 1))} />
                <Button size="small" appearance="subtle" icon={<Delete16Regular />} disabled={columns.length <= 1} aria-label={intl.formatMessage({ id: 'i18n_info_configRemove' }, { field: nameOf(column, index) })} onClick={() => onChange(removeColumn(columns, index))} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button size="small" icon={<Add16Regular />} onClick={() => onChange(addColumn(columns))} data-testid="info-config-add-column">
        {intl.formatMessage({ id: 'i18n_info_configAddColumn' })}
      </Button>
    </div>
  );
}
