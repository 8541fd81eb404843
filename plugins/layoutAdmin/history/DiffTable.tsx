// Two versions of an overlay side by side: line numbers, a +/− sign (read out as added/removed) and
// the text, coloured; long stretches of equal lines folded (foldSame).
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '@plugin-api';
import { type TextDiff } from '@plugin-api/layout-admin';
import { foldSame } from './foldSame';

/** What a screen reader says for the +/− sign of a line. */
const SIGN_MESSAGES = defineMessages({
  added: { id: 'i18n_layout_history_added' },
  removed: { id: 'i18n_layout_history_removed' },
});

const useStyles = makeStyles({
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
  headCell: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}` },
});

/** The +/− of a marked line: seen as a sign, heard as a word. */
function Sign({ kind }: { kind: 'added' | 'removed' }) {
  const intl = useIntl();
  return (
    <>
      <span aria-hidden="true">{kind === 'added' ? '+' : '−'}</span>
      <span style={visuallyHidden}>{intl.formatMessage(SIGN_MESSAGES[kind])}</span>
    </>
  );
}

/** The two versions side by side under a caption (which versions, how many lines changed, deletions). */
export function DiffTable({ diff, caption, deletedLeft, deletedRight }: { diff: TextDiff; caption: string; deletedLeft: boolean; deletedRight: boolean }) {
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
        <thead style={visuallyHidden}>
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
                <td className={mergeClasses(styles.sign, leftClass)}>{leftMarked && <Sign kind="removed" />}</td>
                <td className={mergeClasses(styles.code, leftClass)}>{row.left?.text}</td>
                <td className={mergeClasses(styles.number, styles.sideBorder, rightClass)}>{row.right?.line}</td>
                <td className={mergeClasses(styles.sign, rightClass)}>{rightMarked && <Sign kind="added" />}</td>
                <td className={mergeClasses(styles.code, rightClass)}>{row.right?.text}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
