// The one list of the portal's pages: a Fluent table of rows (ListTable) with its loading, empty and
// error states (ListStates) and its pager (ListPager: first, previous, page n of m, next, last, a page
// to go to, page size, total), put together by PagedListView over a PagedListApi. Plugins share it
// through @plugin-api. The table's cells are reached with the arrow keys (Fluent's arrow navigation,
// grid axis), its buttons with Tab and Enter.
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { ChevronDoubleLeft20Regular, ChevronDoubleRight20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { PAGE_SIZE_OPTIONS, rowRange } from '../../core/lists/paging';
import type { PagedListApi } from '../services/lists';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../core/i18n/format';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  jump: { width: '116px' },
  state: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground2 },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  searchBox: { minWidth: '240px' },
  scroll: { overflowX: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** What a pager needs of a list. */
export type PagerList = Pick<PagedListApi<unknown>, 'total' | 'pageNo' | 'pageSize' | 'lastPage' | 'status' | 'goTo' | 'setPageSize'>;

/** Paging of a list: first, previous, page n of m, next, last, a page to go to, the page size, and the total. */
export const ListPager = observer(function ListPager({ list, testId, sizes = PAGE_SIZE_OPTIONS }: { list: PagerList; testId: string; sizes?: readonly number[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const [jump, setJump] = useState('');
  const { from, to } = rowRange(list.pageNo, list.pageSize, list.total);
  const busy = list.status === 'loading';
  const go = () => {
    const page = Number(jump);
    if (Number.isFinite(page) && page >= 1) void list.goTo(page);
    setJump('');
  };
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'i18n_list_paging' })} data-testid={`${testId}-pager`}>
      <Text data-testid={`${testId}-total`}>{list.total === 0 ? intl.formatMessage({ id: 'i18n_list_totalNone' }) : intl.formatMessage({ id: 'i18n_list_total' }, { from, to, total: list.total })}</Text>
      <Button icon={<ChevronDoubleLeft20Regular />} aria-label={intl.formatMessage({ id: 'i18n_list_first' })} disabled={busy || list.pageNo <= 1} onClick={() => void list.goTo(1)} />
      <Button icon={<ChevronLeft20Regular />} aria-label={intl.formatMessage({ id: 'i18n_list_previous' })} disabled={busy || list.pageNo <= 1} onClick={() => void list.goTo(list.pageNo - 1)} data-testid={`${testId}-previous`} />
      <Text data-testid={`${testId}-page`} aria-live="polite">
        {intl.formatMessage({ id: 'i18n_list_page' }, { page: list.pageNo, pages: list.lastPage })}
      </Text>
      <Button icon={<ChevronRight20Regular />} aria-label={intl.formatMessage({ id: 'i18n_list_next' })} disabled={busy || list.pageNo >= list.lastPage} onClick={() => void list.goTo(list.pageNo + 1)} data-testid={`${testId}-next`} />
      <Button icon={<ChevronDoubleRight20Regular />} aria-label={intl.formatMessage({ id: 'i18n_list_last' })} disabled={busy || list.pageNo >= list.lastPage} onClick={() => void list.goTo(list.lastPage)} />
      <Input
        className={styles.jump}
        type="number"
        min={1}
        max={list.lastPage}
        value={jump}
        aria-label={intl.formatMessage({ id: 'i18n_list_goto' })}
        placeholder={intl.formatMessage({ id: 'i18n_list_goto' })}
        onChange={(_, data) => setJump(data.value)}
        onKeyDown={(event) => event.key === 'Enter' && go()}
        data-testid={`${testId}-jump`}
      />
      <Button onClick={go} disabled={busy || jump === ''} data-testid={`${testId}-go`}>
        {intl.formatMessage({ id: 'i18n_list_go' })}
      </Button>
      <Select aria-label={intl.formatMessage({ id: 'i18n_list_pageSize' })} value={String(list.pageSize)} onChange={(_, data) => void list.setPageSize(Number(data.value))} data-testid={`${testId}-size`}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {intl.formatMessage({ id: 'i18n_list_perPage' }, { size })}
          </option>
        ))}
      </Select>
    </nav>
  );
});

/** What the states need of a list. */
export type StatesList = Pick<PagedListApi<unknown>, 'rows' | 'status' | 'error' | 'load'>;

/** Loading, error (with a retry) and empty states of a list; the rows otherwise. */
export const ListStates = observer(function ListStates({ list, testId, empty, children }: { list: StatesList; testId: string; empty?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const styles = useStyles();
  if (list.status === 'error') {
    return (
      <MessageBar intent="error" data-testid={`${testId}-error`}>
        <MessageBarBody>
          {list.error ?? intl.formatMessage({ id: 'i18n_network_error' })}{' '}
          <Button size="small" onClick={() => void list.load()} data-testid={`${testId}-retry`}>
            {intl.formatMessage({ id: 'i18n_list_retry' })}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (list.status !== 'ready' && list.rows.length === 0) {
    return (
      <div className={styles.state} data-testid={`${testId}-loading`}>
        <Spinner size="small" label={intl.formatMessage({ id: 'i18n_list_loading' })} />
      </div>
    );
  }
  if (list.status === 'ready' && list.rows.length === 0) {
    return (
      <div className={styles.state} data-testid={`${testId}-empty`} role="status">
        <Text>{empty ?? intl.formatMessage({ id: 'i18n_list_empty' })}</Text>
      </div>
    );
  }
  return (
    <div aria-busy={list.status === 'loading'} data-testid={`${testId}-rows`}>
      {children}
    </div>
  );
});

/** One column of a ListTable: its heading and what a row shows in it. */
export interface ListColumn<T> {
  id: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** A class of the column's heading and cells (a width, no wrapping…). */
  className?: string;
  /** Keeps the column's text on one line. */
  nowrap?: boolean;
}

export interface ListTableProps<T> {
  rows: readonly T[];
  columns: ReadonlyArray<ListColumn<T>>;
  rowKey(row: T): string;
  /** Extra attributes of a row (its test id, a data attribute). */
  rowProps?(row: T): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  /** The table's accessible name. */
  label: string;
  /** The table's test id is `${testId}-table`. */
  testId?: string;
  /**
   * The narrowest the table is drawn, in px (default: MIN_COLUMN_WIDTH per column); on a narrower
   * screen its box scrolls sideways instead.
   */
  minWidth?: number;
}

/**
 * The least width a column gets by default. Fluent's table has a fixed layout (the columns share
 * the width, whatever their content): on a 390 px phone six columns had 50 px each, and the one-line
 * cells (sizes, dates, buttons) ran over their neighbours.
 */
export const MIN_COLUMN_WIDTH = 120;

/**
 * A Fluent table of rows whose cells and buttons are reached with the arrow keys. An observer: the
 * cells read observable values (a dictionary's labels arrive after the rows) and follow them.
 */
export const ListTable = observer(function ListTable<T>({ rows, columns, rowKey, rowProps, label, testId, minWidth = columns.length * MIN_COLUMN_WIDTH }: ListTableProps<T>) {
  const styles = useStyles();
  const arrows = useArrowNavigationGroup({ axis: 'grid' });
  const classOf = (column: ListColumn<T>) => mergeClasses(column.nowrap && styles.nowrap, column.className);
  return (
    <div className={styles.scroll} data-testid={testId === undefined ? undefined : `${testId}-table-scroll`}>
      <Table size="small" style={{ minWidth: `${minWidth}px` }} aria-label={label} data-testid={testId === undefined ? undefined : `${testId}-table`} {...arrows}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={classOf(column)}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.id} className={classOf(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}) as <T>(props: ListTableProps<T>) => ReactNode;

/** A paged list of the server as a page shows it: states, table, pager. */
export const PagedListView = observer(function PagedListView<T>({
  list,
  empty,
  sizes,
  ...table
}: Omit<ListTableProps<T>, 'rows' | 'testId'> & { testId: string; list: PagedListApi<T>; empty?: ReactNode; sizes?: readonly number[] }) {
  return (
    <>
      <ListStates list={list} testId={table.testId} empty={empty}>
        <ListTable rows={list.rows} {...table} />
      </ListStates>
      <ListPager list={list} testId={table.testId} sizes={sizes} />
    </>
  );
}) as <T>(props: Omit<ListTableProps<T>, 'rows' | 'testId'> & { testId: string; list: PagedListApi<T>; empty?: ReactNode; sizes?: readonly number[] }) => ReactNode;

/** A search box that searches on Enter or with its button. */
export function ListSearch({ label, value, onSearch, testId, children }: { label: string; value: string; onSearch: (keyword: string) => void; testId: string; children?: ReactNode }) {
  const intl = useIntl();
  const styles = useStyles();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Field label={label}>
        <SearchBox
          className={styles.searchBox}
          value={text}
          onChange={(_, data) => setText(data.value)}
          // Fluent names its clear button "clear" in every language.
          dismiss={{ 'aria-label': intl.formatMessage({ id: 'i18n_list_search_clear' }), title: intl.formatMessage({ id: 'i18n_list_search_clear' }) }}
          data-testid={`${testId}-search`}
        />
      </Field>
      {children}
      <Button type="submit" appearance="primary" data-testid={`${testId}-search-button`}>
        {intl.formatMessage({ id: 'i18n_list_search' })}
      </Button>
    </form>
  );
}

/** A date-time for a table cell in the seed's one format, yyyy-MM-dd HH:mm:ss, in every language; '—' when absent. */
export function formatTime(iso: string | null | undefined): string {
  return formatDateTime(iso) || '—';
}
