import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Field, Input, MessageBar, MessageBarBody, SearchBox, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeft20Regular, ChevronDoubleRight20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { PAGE_SIZE_OPTIONS, rowRange, usePortal, type PagedListApi } from '@plugin-api';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  jump: { width: '84px' },
  state: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground2 },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  searchBox: { minWidth: '240px' },
});

/** Paging of a list: first, previous, page n of m, next, last, a page to go to, the page size, and the total. */
export const ListPager = observer(function ListPager<T>({ list, testId }: { list: PagedListApi<T>; testId: string }) {
  const portal = usePortal();
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
    <nav className={styles.pager} aria-label={portal.t('i18n_list_paging')} data-testid={`${testId}-pager`}>
      <Text data-testid={`${testId}-total`}>{list.total === 0 ? portal.t('i18n_list_totalNone') : portal.t('i18n_list_total', { from, to, total: list.total })}</Text>
      <Button icon={<ChevronDoubleLeft20Regular />} aria-label={portal.t('i18n_list_first')} disabled={busy || list.pageNo <= 1} onClick={() => void list.goTo(1)} />
      <Button icon={<ChevronLeft20Regular />} aria-label={portal.t('i18n_list_previous')} disabled={busy || list.pageNo <= 1} onClick={() => void list.goTo(list.pageNo - 1)} />
      <Text data-testid={`${testId}-page`} aria-live="polite">
        {portal.t('i18n_list_page', { page: list.pageNo, pages: list.lastPage })}
      </Text>
      <Button icon={<ChevronRight20Regular />} aria-label={portal.t('i18n_list_next')} disabled={busy || list.pageNo >= list.lastPage} onClick={() => void list.goTo(list.pageNo + 1)} data-testid={`${testId}-next`} />
      <Button icon={<ChevronDoubleRight20Regular />} aria-label={portal.t('i18n_list_last')} disabled={busy || list.pageNo >= list.lastPage} onClick={() => void list.goTo(list.lastPage)} />
      <Input
        className={styles.jump}
        type="number"
        min={1}
        max={list.lastPage}
        value={jump}
        aria-label={portal.t('i18n_list_goto')}
        placeholder={portal.t('i18n_list_goto')}
        onChange={(_, data) => setJump(data.value)}
        onKeyDown={(event) => event.key === 'Enter' && go()}
        data-testid={`${testId}-jump`}
      />
      <Button onClick={go} disabled={busy || jump === ''} data-testid={`${testId}-go`}>
        {portal.t('i18n_list_go')}
      </Button>
      <Select aria-label={portal.t('i18n_list_pageSize')} value={String(list.pageSize)} onChange={(_, data) => void list.setPageSize(Number(data.value))} data-testid={`${testId}-size`}>
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {portal.t('i18n_list_perPage', { size })}
          </option>
        ))}
      </Select>
    </nav>
  );
});

/** Loading, error (with a retry) and empty states of a list; the rows otherwise. */
export const ListStates = observer(function ListStates<T>({ list, testId, children }: { list: PagedListApi<T>; testId: string; children: ReactNode }) {
  const portal = usePortal();
  const styles = useStyles();
  if (list.status === 'error') {
    return (
      <MessageBar intent="error" data-testid={`${testId}-error`}>
        <MessageBarBody>
          {list.error ?? portal.t('i18n_network_error')}{' '}
          <Button size="small" onClick={() => void list.load()}>
            {portal.t('i18n_list_retry')}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (list.status !== 'ready' && list.rows.length === 0) {
    return (
      <div className={styles.state} data-testid={`${testId}-loading`}>
        <Spinner size="small" label={portal.t('i18n_list_loading')} />
      </div>
    );
  }
  if (list.status === 'ready' && list.rows.length === 0) {
    return (
      <div className={styles.state} data-testid={`${testId}-empty`} role="status">
        <Text>{portal.t('i18n_list_empty')}</Text>
      </div>
    );
  }
  return (
    <div aria-busy={list.status === 'loading'} data-testid={`${testId}-rows`}>
      {children}
    </div>
  );
});

/** A search box that searches on Enter or with its button. */
export function ListSearch({ label, value, onSearch, testId }: { label: string; value: string; onSearch: (keyword: string) => void; testId: string }) {
  const portal = usePortal();
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
        <SearchBox className={styles.searchBox} value={text} onChange={(_, data) => setText(data.value)} data-testid={`${testId}-search`} />
      </Field>
      <Button type="submit" appearance="primary" data-testid={`${testId}-search-button`}>
        {portal.t('i18n_list_search')}
      </Button>
    </form>
  );
}

/** A date-time for a table cell, in the user's language. */
export function formatTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}
