// The layout editor's History tab: the versions of one overlay scope (newest first), the difference
// of two of them side by side, and a rollback to a chosen version (published again as a new version).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { diffLines, prettyJson, type DiffRow, type OverlayScope, type OverlayVersion, type OverlayVersionList } from '@plugin-api/layout-admin';

const PAGE_SIZE = 20;
/** Equal lines shown around a change; longer equal stretches fold into one row. */
const CONTEXT_LINES = 3;
const MAX_NOTE_LENGTH = 500;

/** What a screen reader says for the +/− sign of a line. */
const SIGN_MESSAGES = defineMessages({
  added: { id: 'i18n_layout_history_added' },
  removed: { id: 'i18n_layout_history_removed' },
});

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { cursor: 'pointer' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  muted: { color: tokens.colorNeutralForeground3 },
  note: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  diffWrap: { overflowX: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  diff: { width: '100%', borderCollapse: 'collapse', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, tableLayout: 'fixed' },
  number: { width: '3.5em', textAlign: 'right', paddingRight: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, userSelect: 'none', verticalAlign: 'top' },
  numberCol: { width: '3.5em' },
  signCol: { width: '1.5em' },
  sign: { width: '1.5em', textAlign: 'center', userSelect: 'none', verticalAlign: 'top', fontWeight: tokens.fontWeightSemibold },
  code: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top', paddingRight: tokens.spacingHorizontalS },
  sideBorder: { borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorNeutralForeground1 },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorNeutralForeground1 },
  fold: { textAlign: 'center', color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  headCell: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}` },
});

/** A row of the diff as shown: a diff row, or a fold of equal lines. */
type ShownRow = { row: DiffRow } | { fold: number; key: string };

/** Folds long stretches of equal lines, keeping CONTEXT_LINES around each change. */
function foldSame(rows: readonly DiffRow[]): ShownRow[] {
  const shown: ShownRow[] = [];
  let index = 0;
  while (index < rows.length) {
    if (rows[index]!.kind !== 'same') {
      shown.push({ row: rows[index]! });
      index += 1;
      continue;
    }
    let end = index;
    while (end < rows.length && rows[end]!.kind === 'same') end += 1;
    const keepHead = index === 0 ? 0 : CONTEXT_LINES;
    const keepTail = end === rows.length ? 0 : CONTEXT_LINES;
    if (end - index > keepHead + keepTail + 1) {
      for (let at = index; at < index + keepHead; at += 1) shown.push({ row: rows[at]! });
      shown.push({ fold: end - index - keepHead - keepTail, key: `fold-${index}` });
      for (let at = end - keepTail; at < end; at += 1) shown.push({ row: rows[at]! });
    } else {
      for (let at = index; at < end; at += 1) shown.push({ row: rows[at]! });
    }
    index = end;
  }
  return shown;
}

/** The versions of one overlay scope, a side-by-side difference of two, and a rollback. */
export const HistoryPanel = observer(function HistoryPanel({ scope, onRolledBack }: { scope: OverlayScope; onRolledBack?: (version: number) => void }) {
  const portal = usePortal();
  const admin = portal.layoutAdmin;
  const intl = useIntl();
  const styles = useStyles();

  const [pageNo, setPageNo] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<OverlayVersionList | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [selected, setSelected] = useState<number | undefined>();
  // The two versions compared: left (0: nothing) and right.
  const [compare, setCompare] = useState<{ left: number; right: number } | undefined>();
  const [texts, setTexts] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [textError, setTextError] = useState<string | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ intent: 'success' | 'error'; text: string } | undefined>();

  const select = useCallback((version: number) => {
    setSelected(version);
    setCompare({ left: version - 1, right: version });
  }, []);

  // Another scope: start over.
  useEffect(() => {
    setPageNo(1);
    setList(undefined);
    setSelected(undefined);
    setCompare(undefined);
    setTexts(new Map());
    setOutcome(undefined);
  }, [scope]);

  useEffect(() => {
    let live = true;
    setLoadError(undefined);
    admin.overlayHistory(scope, { pageNo, pageSize: PAGE_SIZE }).then(
      (loaded) => {
        if (!live) return;
        setList(loaded);
      },
      (error: unknown) => live && setLoadError((error as Error).message),
    );
    return () => {
      live = false;
    };
  }, [admin, scope, pageNo, reloads]);

  // The version in force is selected first (compared with the one before it).
  useEffect(() => {
    if (selected === undefined && list && list.current > 0) select(list.current);
  }, [list, selected, select]);

  // The texts of the compared versions, each read once.
  useEffect(() => {
    if (!compare) return;
    const missing = [compare.left, compare.right].filter((version) => version > 0 && !texts.has(version));
    if (missing.length === 0) return;
    let live = true;
    setTextError(undefined);
    Promise.all(missing.map(async (version) => [version, await admin.overlayVersionText(scope, version)] as const)).then(
      (read) => {
        if (!live) return;
        setTexts((known) => new Map([...known, ...read]));
      },
      (error: unknown) => live && setTextError((error as Error).message),
    );
    return () => {
      live = false;
    };
  }, [admin, scope, compare, texts]);

  const textOf = (version: number): string | null | undefined => (version === 0 ? null : texts.get(version));
  const leftText = compare ? textOf(compare.left) : undefined;
  const rightText = compare ? textOf(compare.right) : undefined;
  const ready = compare !== undefined && leftText !== undefined && rightText !== undefined;
  const diff = useMemo(() => (ready ? diffLines(prettyJson(leftText ?? null), prettyJson(rightText ?? null)) : undefined), [ready, leftText, rightText]);

  const rollback = async () => {
    if (selected === undefined || !list) return;
    setBusy(true);
    try {
      const { version } = await admin.rollbackOverlay(scope, selected, { note: note.trim(), baseVersion: list.current });
      const text = intl.formatMessage({ id: 'i18n_layout_history_rolledBack' }, { from: selected, version });
      setOutcome({ intent: 'success', text });
      portal.notify('success', text);
      setNote('');
      setPageNo(1);
      select(version);
      onRolledBack?.(version);
    } catch (error) {
      setOutcome({ intent: 'error', text: intl.formatMessage({ id: 'i18n_layout_history_rollbackFailed' }, { message: (error as Error).message }) });
    } finally {
      setBusy(false);
      setDialogOpen(false);
      // Either way the list is read again: a refusal may mean someone published meanwhile.
      setReloads((count) => count + 1);
    }
  };

  const actionText = (row: OverlayVersion) =>
    row.action === 'rollback'
      ? intl.formatMessage({ id: 'i18n_layout_history_action_rollback' }, { version: row.fromVersion ?? '?' })
      : row.action === 'delete'
        ? intl.formatMessage({ id: 'i18n_layout_history_action_delete' })
        : intl.formatMessage({ id: 'i18n_layout_history_action_publish' });
  const timeText = (iso: string) =>
    `${intl.formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit' })} ${intl.formatTime(iso, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;

  if (loadError !== undefined) {
    return (
      <MessageBar intent="error" data-testid="history-error">
        <MessageBarBody>{intl.formatMessage({ id: 'i18n_layout_history_loadFailed' }, { message: loadError })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => setReloads((count) => count + 1)}>{intl.formatMessage({ id: 'i18n_layout_history_retry' })}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!list) return <Spinner size="small" label={intl.formatMessage({ id: 'i18n_layout_history_loading' })} />;

  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const versionOptions = [...new Set([...list.rows.map((row) => row.version), ...(compare ? [compare.left, compare.right] : [])])].filter((version) => version > 0).sort((a, b) => b - a);
  const sign = (kind: 'added' | 'removed') => (
    <>
      <span aria-hidden="true">{kind === 'added' ? '+' : '−'}</span>
      <span className={styles.hidden}>{intl.formatMessage(SIGN_MESSAGES[kind])}</span>
    </>
  );

  return (
    <div className={styles.panel} data-testid="history-panel">
      {outcome && (
        <MessageBar intent={outcome.intent} data-testid={outcome.intent === 'success' ? 'history-rollback-done' : 'history-rollback-error'}>
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      )}
      {list.rows.length === 0 ? (
        <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_history_empty' })}</Text>
      ) : (
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
                  onClick={() => select(row.version)}
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
                        select(row.version);
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
                  <TableCell>{timeText(row.createdAt)}</TableCell>
                  <TableCell className={styles.note}>{row.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className={styles.actions}>
            <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_history_total' }, { total: list.total })}</Text>
            {pages > 1 && (
              <>
                <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                  {intl.formatMessage({ id: 'i18n_layout_history_previousPage' })}
                </Button>
                <Text>
                  {pageNo} / {pages}
                </Text>
                <Button size="small" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                  {intl.formatMessage({ id: 'i18n_layout_history_nextPage' })}
                </Button>
              </>
            )}
          </div>
        </>
      )}

      {compare && (
        <>
          <div className={styles.actions}>
            <Field label={intl.formatMessage({ id: 'i18n_layout_history_compareLeft' })}>
              <Select value={String(compare.left)} onChange={(_, data) => setCompare({ ...compare, left: Number(data.value) })} data-testid="history-compare-left">
                <option value="0">{intl.formatMessage({ id: 'i18n_layout_history_none' })}</option>
                {versionOptions.map((version) => (
                  <option key={version} value={String(version)}>
                    {intl.formatMessage({ id: 'i18n_layout_history_versionOption' }, { version })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={intl.formatMessage({ id: 'i18n_layout_history_compareRight' })}>
              <Select value={String(compare.right)} onChange={(_, data) => setCompare({ ...compare, right: Number(data.value) })} data-testid="history-compare-right">
                {versionOptions.map((version) => (
                  <option key={version} value={String(version)}>
                    {intl.formatMessage({ id: 'i18n_layout_history_versionOption' }, { version })}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              appearance="primary"
              disabled={selected === undefined || selected === list.current || busy}
              onClick={() => setDialogOpen(true)}
              data-testid="history-rollback"
            >
              {intl.formatMessage({ id: 'i18n_layout_history_rollback' })}
            </Button>
          </div>
          {textError !== undefined ? (
            <MessageBar intent="error">
              <MessageBarBody>{textError}</MessageBarBody>
            </MessageBar>
          ) : !diff ? (
            <Spinner size="tiny" label={intl.formatMessage({ id: 'i18n_layout_history_diffLoading' })} />
          ) : (
            <DiffTable
              diff={diff}
              caption={intl.formatMessage({ id: 'i18n_layout_history_diff' }, { left: compare.left || intl.formatMessage({ id: 'i18n_layout_history_none' }), right: compare.right })}
              sign={sign}
              deletedLeft={compare.left > 0 && leftText === null}
              deletedRight={rightText === null}
            />
          )}
        </>
      )}

      <Dialog open={dialogOpen} onOpenChange={(_, data) => !busy && setDialogOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'i18n_layout_history_rollbackTitle' }, { version: selected ?? '' })}</DialogTitle>
            <DialogContent>
              <Text as="p">{intl.formatMessage({ id: 'i18n_layout_history_rollbackText' }, { version: selected ?? '', current: list.current })}</Text>
              <Field label={intl.formatMessage({ id: 'i18n_layout_history_rollbackNote' })}>
                <Textarea value={note} maxLength={MAX_NOTE_LENGTH} onChange={(_, data) => setNote(data.value)} data-testid="history-rollback-note" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialogOpen(false)} disabled={busy}>
                {intl.formatMessage({ id: 'i18n_layout_history_cancel' })}
              </Button>
              <Button appearance="primary" onClick={() => void rollback()} disabled={busy} data-testid="history-rollback-confirm">
                {intl.formatMessage({ id: 'i18n_layout_history_rollbackConfirm' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
});

/** The two versions side by side: line numbers, a +/− sign (read out as added/removed) and the text, coloured. */
function DiffTable({
  diff,
  caption,
  sign,
  deletedLeft,
  deletedRight,
}: {
  diff: ReturnType<typeof diffLines>;
  caption: string;
  sign: (kind: 'added' | 'removed') => ReactNode;
  deletedLeft: boolean;
  deletedRight: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const shown = useMemo(() => foldSame(diff.rows), [diff]);
  const same = diff.added === 0 && diff.removed === 0;
  return (
    <div className={styles.diffWrap}>
      <table className={styles.diff} data-testid="history-diff">
        <caption className={styles.headCell}>
          {caption} ·{' '}
          {same ? intl.formatMessage({ id: 'i18n_layout_history_diffSame' }) : intl.formatMessage({ id: 'i18n_layout_history_diffSummary' }, { added: diff.added, removed: diff.removed })}
          {!diff.exact && ` · ${intl.formatMessage({ id: 'i18n_layout_history_diffApprox' })}`}
          {deletedLeft && ` · ${intl.formatMessage({ id: 'i18n_layout_history_deletedText' })}`}
          {deletedRight && ` · ${intl.formatMessage({ id: 'i18n_layout_history_deletedText' })}`}
        </caption>
        {/* The widths: a fixed table takes them from here (the visible header row is hidden for screen readers only). */}
        <colgroup>
          <col className={styles.numberCol} />
          <col className={styles.signCol} />
          <col />
          <col className={styles.numberCol} />
          <col className={styles.signCol} />
          <col />
        </colgroup>
        <thead className={styles.hidden}>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'i18n_layout_history_lineLeft' })}</th>
            <th scope="col" />
            <th scope="col">{intl.formatMessage({ id: 'i18n_layout_history_compareLeft' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'i18n_layout_history_lineRight' })}</th>
            <th scope="col" />
            <th scope="col">{intl.formatMessage({ id: 'i18n_layout_history_compareRight' })}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((item, index) => {
            if ('fold' in item) {
              return (
                <tr key={item.key}>
                  <td colSpan={6} className={styles.fold}>
                    ⋯ {intl.formatMessage({ id: 'i18n_layout_history_unchanged' }, { count: item.fold })}
                  </td>
                </tr>
              );
            }
            const { row } = item;
            const leftMarked = row.kind === 'removed' || row.kind === 'changed';
            const rightMarked = row.kind === 'added' || row.kind === 'changed';
            const leftClass = leftMarked ? styles.removed : undefined;
            const rightClass = rightMarked ? styles.added : undefined;
            return (
              <tr key={`${row.left?.line ?? '-'}:${row.right?.line ?? '-'}:${index}`} data-kind={row.kind}>
                <td className={mergeClasses(styles.number, leftClass)}>{row.left?.line}</td>
                <td className={mergeClasses(styles.sign, leftClass)}>{leftMarked && sign('removed')}</td>
                <td className={mergeClasses(styles.code, leftClass)}>{row.left?.text}</td>
                <td className={mergeClasses(styles.number, styles.sideBorder, rightClass)}>{row.right?.line}</td>
                <td className={mergeClasses(styles.sign, rightClass)}>{rightMarked && sign('added')}</td>
                <td className={mergeClasses(styles.code, rightClass)}>{row.right?.text}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
