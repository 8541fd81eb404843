// What the editor says of the text: its syntax error, its issues, that it repeats the version in
// force, or that it is valid.
import { useIntl } from 'react-intl';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ParsedOverlay } from '../model/overlayText';
import { IssueList } from './IssueList';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
});

export function DraftStatus({ parsed, noChange, baseVersion }: { parsed: ParsedOverlay; noChange: boolean; baseVersion: number | undefined }) {
  const intl = useIntl();
  const styles = useStyles();
  if (parsed.parseError) {
    return (
      <MessageBar intent="error" data-testid="layout-editor-issues">
        <MessageBarBody>{intl.formatMessage({ id: 'i18n_layout_parse' }, { message: parsed.parseError })}</MessageBarBody>
      </MessageBar>
    );
  }
  if (parsed.issues.length > 0) {
    return (
      <MessageBar intent="error" layout="multiline" data-testid="layout-editor-issues">
        <MessageBarBody>
          <IssueList issues={parsed.issues} />
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (noChange) return <Text className={styles.muted} data-testid="layout-no-change">{intl.formatMessage({ id: 'i18n_layout_noChange' }, { version: baseVersion })}</Text>;
  return <Text className={styles.muted} data-testid="layout-editor-valid">{intl.formatMessage({ id: 'i18n_layout_valid' })}</Text>;
}
