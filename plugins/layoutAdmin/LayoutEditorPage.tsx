import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Button, Card, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Radio, RadioGroup, Spinner, Tab, TabList, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { type OverlayScope } from '@plugin-api/layout-admin';
import { OverlayForms } from './forms/OverlayForms';
import { SourcesPanel } from './SourcesPanel';
import { HistoryPanel } from './HistoryPanel';
import { formatOverlayText } from './jsonEditor/format';
import { EMPTY_OVERLAY, parseOverlay, sameAsStored, storedValue, type ParsedOverlay } from './model/overlayText';
import { DeleteDialog } from './editor/DeleteDialog';
import { DraftStatus } from './editor/DraftStatus';
import { IssueList } from './editor/IssueList';
import { PreviewAs } from './editor/PreviewAs';

// CodeMirror and the schema assist load with the JSON tab only (never in the login or shell scripts).
const JsonEditor = lazy(() => import(/* webpackChunkName: "layout-json-editor" */ './JsonEditor').then((m) => ({ default: m.JsonEditor })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  note: { minWidth: '280px', flexGrow: 1 },
  panel: { paddingTop: tokens.spacingVerticalM },
});

type EditorTab = 'forms' | 'json' | 'sources' | 'history';

/**
 * The tenant admin's layout editor: forms and a schema-aware JSON editor writing one overlay, a view
 * of where every value comes from, a preview (as any station) and publishing with history and rollback.
 */
export const LayoutEditorPage = observer(function LayoutEditorPage() {
  const portal = usePortal();
  const intl = useIntl();
  const admin = portal.layoutAdmin;
  const styles = useStyles();
  const [scope, setScope] = useState<OverlayScope>('tenant');
  const [tab, setTab] = useState<EditorTab>('forms');
  const [text, setText] = useState('');
  const [baseVersion, setBaseVersion] = useState<number | undefined>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [publishError, setPublishError] = useState<string | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [reloadKey, setReloadKey] = useState(0);
  /** The text of the version in force as the editor shows it ('' when nothing is in force). */
  const [storedText, setStoredText] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** Whether the text was kept from an earlier visit (unpublished edits). */
  const [resumed, setResumed] = useState(false);

  // The stored overlay of the scope and the version the draft starts from.
  useEffect(() => {
    let live = true;
    setBaseVersion(undefined);
    setLoadError(undefined);
    setResumed(false);
    admin.loadOverlay(scope).then(
      (stored) => {
        if (!live) return;
        const inForce = stored.text ? formatOverlayText(stored.text) : '';
        setStoredText(inForce);
        // Back in the editor with unpublished edits of this scope (previewed or not, the preview
        // ended or not): they are the text, on the version they started from, so a publish made
        // meanwhile by someone else is still caught. Else a draft of this scope previewed from
        // elsewhere; else the version in force.
        const kept = admin.unpublishedEdit(scope);
        const draft = admin.draftScope === scope ? admin.draft : undefined;
        if (kept) {
          setText(kept.text);
          setBaseVersion(kept.baseVersion);
          setResumed(true);
          return;
        }
        setText(draft ? `${JSON.stringify(draft, null, 2)}\n` : inForce || EMPTY_OVERLAY);
        setBaseVersion(stored.version);
      },
      (error: Error) => live && setLoadError(error.message),
    );
    return () => {
      live = false;
    };
  }, [admin, scope, reloadKey]);

  const parsed: ParsedOverlay = useMemo(
    () => parseOverlay(text, (value) => admin.checkOverlay(value, scope), intl.formatMessage({ id: 'i18n_layout_notObject' })),
    [text, admin, scope, portal.language],
  );
  const valid = parsed.patch !== undefined && parsed.issues.length === 0;
  const loaded = baseVersion !== undefined;
  /** The value of the version in force (undefined: nothing in force, or not loaded). */
  const storedPatch = useMemo(() => (loaded ? storedValue(storedText) : undefined), [storedText, loaded]);
  // The text says what the version in force says (member order and spacing aside): nothing to publish.
  const noChange = sameAsStored(parsed.patch, storedPatch);

  // The edits outlive the page and the preview until they are published or discarded.
  useEffect(() => {
    if (!loaded) return;
    if (text === (storedText || EMPTY_OVERLAY)) admin.keepUnpublishedEdit(scope, undefined);
    else admin.keepUnpublishedEdit(scope, { text, baseVersion });
  }, [text, loaded]);

  const discardEdits = () => {
    admin.keepUnpublishedEdit(scope, undefined);
    if (admin.draftScope === scope) admin.setDraft(undefined);
    setReloadKey((key) => key + 1);
  };

  // A form edit writes the same overlay the JSON editor shows.
  const onFormChange = useCallback((patch: Record<string, unknown>) => setText(`${JSON.stringify(patch, null, 2)}\n`), []);
  // While previewing, the draft follows the edits.
  // (Only once the scope's text is loaded: before, the empty text would replace the draft in force.)
  useEffect(() => {
    if (loaded && admin.draftActive && parsed.patch && valid) admin.setDraft(parsed.patch, scope);
  }, [parsed.patch, valid, loaded]);

  const publish = async (patch: Record<string, unknown> | null) => {
    if (baseVersion === undefined) return;
    setBusy(true);
    setPublishError(undefined);
    try {
      const { version } = await admin.publishOverlay(scope, patch, { note: note.trim(), baseVersion });
      admin.setDraft(undefined);
      admin.keepUnpublishedEdit(scope, undefined);
      setResumed(false);
      setStoredText(patch === null ? '' : text);
      setBaseVersion(version);
      setNote('');
      portal.notify('success', patch === null ? intl.formatMessage({ id: 'i18n_layout_deleted' }, { version }) : intl.formatMessage({ id: 'i18n_layout_published' }, { version }));
      if (patch === null) setText(EMPTY_OVERLAY);
    } catch (error) {
      setPublishError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const scopeLabel = (value: OverlayScope): string => {
    if (value === 'user') return intl.formatMessage({ id: 'i18n_layout_scope_user' });
    if (value === 'suppliers') return admin.tenant ? intl.formatMessage({ id: 'i18n_layout_scope_suppliersOf' }, { tenant: admin.tenant }) : intl.formatMessage({ id: 'i18n_layout_scope_suppliersNoTenant' });
    return admin.tenant ? intl.formatMessage({ id: 'i18n_layout_scope_tenantOf' }, { tenant: admin.tenant }) : intl.formatMessage({ id: 'i18n_layout_scope_noTenant' });
  };

  return (
    <div className={styles.page} data-testid="layout-editor">
      <Card>
        <Title3 as="h1">{intl.formatMessage({ id: 'i18n_layout_title' })}</Title3>
        <Text className={styles.muted}>{intl.formatMessage({ id: 'i18n_layout_hint' })}</Text>
        <Field label={intl.formatMessage({ id: 'i18n_layout_scope' })}>
          <RadioGroup layout="horizontal" value={scope} onChange={(_, data) => setScope(data.value as OverlayScope)} data-testid="layout-scope">
            {(['tenant', 'suppliers', 'user'] as const).map((value) => (
              <Radio key={value} value={value} label={scopeLabel(value)} data-testid={`layout-scope-${value}`} />
            ))}
          </RadioGroup>
        </Field>
        <Text className={styles.muted} data-testid="layout-base-version">
          {baseVersion === undefined ? <Spinner size="extra-tiny" /> : baseVersion === 0 ? intl.formatMessage({ id: 'i18n_layout_noVersion' }) : intl.formatMessage({ id: 'i18n_layout_baseVersion' }, { version: baseVersion })}
        </Text>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>{loadError}</MessageBarBody>
          </MessageBar>
        )}
      </Card>

      <Card>
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as EditorTab)}>
          <Tab value="forms" data-testid="layout-tab-forms">{intl.formatMessage({ id: 'i18n_layout_tab_forms' })}</Tab>
          <Tab value="json" data-testid="layout-tab-json">{intl.formatMessage({ id: 'i18n_layout_tab_json' })}</Tab>
          <Tab value="sources" data-testid="layout-tab-sources">{intl.formatMessage({ id: 'i18n_layout_tab_sources' })}</Tab>
          <Tab value="history" data-testid="layout-tab-history">{intl.formatMessage({ id: 'i18n_layout_tab_history' })}</Tab>
        </TabList>
        <div className={styles.panel} role="tabpanel">
          {tab === 'forms' &&
            (parsed.patch ? (
              <OverlayForms below={admin.documentBelow(scope)} patch={parsed.patch} onChange={onFormChange} scope={scope} />
            ) : (
              <MessageBar intent="warning">
                <MessageBarBody>{intl.formatMessage({ id: 'i18n_layout_formsNeedJson' })}</MessageBarBody>
              </MessageBar>
            ))}
          {tab === 'json' && (
            <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'i18n_layout_loadingEditor' })} />}>
              <div data-testid="layout-editor-text">
                <JsonEditor value={text} onChange={setText} issues={parsed.issues} ariaLabel={intl.formatMessage({ id: 'i18n_layout_text' })} inForce={admin.document} />
              </div>
            </Suspense>
          )}
          {tab === 'sources' && <SourcesPanel layers={admin.layersWith(parsed.patch, scope)} audiences={(document) => admin.audienceLayers(document)} />}
          {tab === 'history' && <HistoryPanel key={`${scope}:${baseVersion ?? ''}`} scope={scope} onRolledBack={() => setReloadKey((key) => key + 1)} />}
        </div>
      </Card>

      <Card>
        <DraftStatus parsed={parsed} noChange={noChange} baseVersion={baseVersion} />
        {resumed && !noChange && (
          <MessageBar intent="info" data-testid="layout-unpublished">
            <MessageBarBody>{intl.formatMessage({ id: 'i18n_layout_unpublished' }, { version: baseVersion ?? 0 })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={discardEdits} data-testid="layout-discard-edits">{intl.formatMessage({ id: 'i18n_layout_discardEdits' })}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        <div className={styles.row}>
          <PreviewAs />
          <div className={styles.actions}>
            <Button onClick={() => parsed.patch && admin.setDraft(parsed.patch, scope)} disabled={!valid} data-testid="layout-preview">
              {intl.formatMessage({ id: 'i18n_layout_preview' })}
            </Button>
            <Button onClick={() => admin.setDraft(undefined)} disabled={!admin.draftActive}>
              {intl.formatMessage({ id: 'i18n_layout_discard' })}
            </Button>
            {admin.draftActive && <Badge color="warning">{intl.formatMessage({ id: 'i18n_layout_draftActive' })}</Badge>}
          </div>
        </div>
        <div className={styles.row}>
          <Field label={intl.formatMessage({ id: 'i18n_layout_note' })} className={styles.note}>
            <Input value={note} maxLength={500} onChange={(_, data) => setNote(data.value)} data-testid="layout-note" />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => parsed.patch && void publish(parsed.patch)} disabled={!valid || busy || baseVersion === undefined || noChange} data-testid="layout-publish">
              {intl.formatMessage({ id: 'i18n_layout_publish' })}
            </Button>
            <Button appearance="subtle" onClick={() => setConfirmDelete(true)} disabled={busy || !storedPatch} data-testid="layout-delete">
              {intl.formatMessage({ id: 'i18n_layout_delete' })}
            </Button>
          </div>
        </div>
        {publishError && (
          <MessageBar intent="error" data-testid="layout-publish-error">
            <MessageBarBody>{publishError}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={discardEdits}>{intl.formatMessage({ id: 'i18n_layout_reload' })}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
      </Card>

      <DeleteDialog
        open={confirmDelete}
        busy={busy}
        scope={scope}
        scopeLabel={scopeLabel(scope)}
        nextVersion={(baseVersion ?? 0) + 1}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void publish(null)}
      />

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
