import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Button, Card, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type LayoutIssue, type OverlayScope } from '@plugin-api';

// CodeMirror and the schema assist load with the editor only: never in the shell's start-up scripts.
const JsonEditor = lazy(() => import(/* webpackChunkName: "layout-json-editor" */ './JsonEditor').then((m) => ({ default: m.JsonEditor })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  issues: { margin: 0, paddingLeft: tokens.spacingHorizontalL, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Parsed = { patch?: Record<string, unknown>; issues: LayoutIssue[]; parseError?: string };

/** A stored overlay pretty-printed; text that is not JSON is shown as it is, for the admin to mend. */
function indented(stored: string): string {
  try {
    return JSON.stringify(JSON.parse(stored), null, 2);
  } catch {
    return stored;
  }
}

/** The tenant admin's editor: write an overlay, check it live, preview it as a draft, save it. */
export const LayoutEditorPage = observer(function LayoutEditorPage() {
  const portal = usePortal();
  const intl = useIntl();
  const admin = portal.layoutAdmin;
  const styles = useStyles();
  const isAdmin = portal.isAdmin;
  const [scope, setScope] = useState<OverlayScope>(isAdmin ? 'tenant' : 'user');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    admin.loadOverlay(scope).then(
      (stored) => live && setText(stored ? indented(stored) : '{\n}\n'),
      () => live && setText('{\n}\n'),
    );
    return () => {
      live = false;
    };
  }, [admin, scope]);

  // Leaving the editor never leaves an unsaved draft in force.
  useEffect(() => () => admin.setDraft(undefined), [admin]);

  const parsed: Parsed = useMemo(() => {
    if (text.trim() === '') return { issues: [] };
    try {
      const value = JSON.parse(text) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { issues: [{ pointer: '', rule: 'type', message: intl.formatMessage({ id: 'i18n_layout_notObject' }) }] };
      return { patch: value as Record<string, unknown>, issues: admin.checkOverlay(value) };
    } catch (error) {
      return { issues: [], parseError: (error as Error).message };
    }
  }, [text, admin, portal, portal.language]);
  const valid = parsed.patch !== undefined && parsed.issues.length === 0;

  const save = async (patch: Record<string, unknown> | null) => {
    setBusy(true);
    setSaveError(undefined);
    try {
      await admin.saveOverlay(scope, patch);
      admin.setDraft(undefined);
      portal.notify('success', patch === null ? intl.formatMessage({ id: 'i18n_layout_deleted' }) : intl.formatMessage({ id: 'i18n_layout_saved' }));
      if (patch === null) setText('{\n}\n');
    } catch (error) {
      setSaveError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="layout-editor">
      <Card>
        <Title3 as="h1">{intl.formatMessage({ id: 'i18n_layout_title' })}</Title3>
        <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_hint' })}</Text>
        <Field label={intl.formatMessage({ id: 'i18n_layout_scope' })}>
          <RadioGroup layout="horizontal" value={scope} onChange={(_, data) => setScope(data.value as OverlayScope)}>
            <Radio
              value="tenant"
              label={admin.tenant ? intl.formatMessage({ id: 'i18n_layout_scope_tenantOf' }, { tenant: admin.tenant }) : intl.formatMessage({ id: 'i18n_layout_scope_noTenant' })}
              disabled={!isAdmin}
            />
            <Radio value="user" label={intl.formatMessage({ id: 'i18n_layout_scope_user' })} />
          </RadioGroup>
        </Field>
        <div data-testid="layout-editor-text">
          <Suspense fallback={<Spinner size="small" />}>
            <JsonEditor
              value={text}
              onChange={setText}
              issues={parsed.issues}
              ariaLabel={intl.formatMessage({ id: 'i18n_layout_text' })}
              inForce={admin.document}
              onSaveShortcut={() => valid && !busy && parsed.patch && void save(parsed.patch)}
            />
          </Suspense>
        </div>
        {parsed.parseError ? (
          <MessageBar intent="error">
            <MessageBarBody>{intl.formatMessage({ id: 'i18n_layout_parse' }, { message: parsed.parseError })}</MessageBarBody>
          </MessageBar>
        ) : parsed.issues.length > 0 ? (
          <MessageBar intent="error" layout="multiline" data-testid="layout-editor-issues">
            <MessageBarBody>
              <IssueList issues={parsed.issues} />
            </MessageBarBody>
          </MessageBar>
        ) : (
          <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_valid' })}</Text>
        )}
        {saveError && (
          <MessageBar intent="error" data-testid="layout-editor-save-error">
            <MessageBarBody>{saveError}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button onClick={() => parsed.patch && admin.setDraft(parsed.patch)} disabled={!valid} data-testid="layout-preview">
            {intl.formatMessage({ id: 'i18n_layout_preview' })}
          </Button>
          <Button onClick={() => admin.setDraft(undefined)} disabled={!admin.draftActive}>
            {intl.formatMessage({ id: 'i18n_layout_discard' })}
          </Button>
          <Button appearance="primary" onClick={() => parsed.patch && void save(parsed.patch)} disabled={!valid || busy} data-testid="layout-save">
            {intl.formatMessage({ id: 'i18n_layout_save' })}
          </Button>
          <Button appearance="subtle" onClick={() => void save(null)} disabled={busy}>
            {intl.formatMessage({ id: 'i18n_layout_delete' })}
          </Button>
          {admin.draftActive && <Badge color="warning">{intl.formatMessage({ id: 'i18n_layout_draftActive' })}</Badge>}
        </div>
      </Card>
      {admin.failures.length > 0 && (
        <Card>
          <Title3 as="h2">{intl.formatMessage({ id: 'i18n_layout_failures' })}</Title3>
          {admin.failures.map((failure) => (
            <div key={`${failure.kind}:${failure.source}`}>
              <Text weight="semibold">
                {failure.kind} · {failure.source}
              </Text>
              <IssueList issues={failure.issues} />
            </div>
          ))}
        </Card>
      )}
    </div>
  );
});

/** One line per issue: JSON pointer · rule · message. */
function IssueList({ issues }: { issues: readonly LayoutIssue[] }) {
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
