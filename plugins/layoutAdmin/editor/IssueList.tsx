// The issues of a layer or a draft, one line each: JSON pointer · rule · message.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { LayoutIssue } from '@plugin-api/layout-admin';

const useStyles = makeStyles({
  issues: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

export function IssueList({ issues }: { issues: readonly LayoutIssue[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.issues}>
      {issues.map((issue) => (
        <li key={`${issue.pointer}:${issue.rule}:${issue.message}`}>
          {issue.pointer || '/'} · {issue.rule} · {issue.message}
        </li>
      ))}
    </ul>
  );
}
