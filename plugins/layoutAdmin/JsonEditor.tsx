/**
 * The overlay's code editor: CodeMirror 6 with the layout schema's completion (keys, also inside keyed
 * collections such as topBar.<id>; enum values; null to remove) and hover (title, description, allowed
 * values), the JSON syntax error and the shell checker's issues underlined at their pointers as the
 * admin types, Ctrl/Cmd+S to format (and save, through onSaveShortcut). Controlled: `value` is the text;
 * a change from outside (a form, loading another scope) replaces only what differs, so the caret stays.
 *
 * Load it lazily, so CodeMirror lands in the editor page's chunk only:
 *   const JsonEditor = lazy(() => import('./JsonEditor').then((m) => ({ default: m.JsonEditor })));
 * and import nothing else from this file statically (formatOverlayText: './jsonEditor/format', no CodeMirror).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Annotation, Compartment, EditorState, Prec, Transaction, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { diagnosticCount, lintKeymap, openLintPanel, setDiagnostics } from '@codemirror/lint';
import { json } from '@codemirror/lang-json';
import { loadLayoutSchema, type JsonSchema } from '@plugin-api/layout-admin';
import { editorDiagnostics, type EditorIssue } from './jsonEditor/diagnostics';
import { formatOverlayText } from './jsonEditor/format';
import { fluentEditorTheme, fluentHighlightStyle, schemaCompletionSource, schemaHover, type AssistTexts } from './jsonEditor/editorExtensions';

export interface JsonEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** The shell checker's issues of `value` (schema and cross-reference checks), underlined at their pointers. */
  issues: readonly EditorIssue[];
  /** The editor's accessible name ('' gives the default, "Overlay JSON editor"). */
  ariaLabel: string;
  /** Ctrl/Cmd+S: called after the text is formatted. */
  onSaveShortcut?: () => void;
  readOnly?: boolean;
  /** The layout document in force: the ids of its keyed collections (topBar, indexBlocks...) are offered as keys. */
  inForce?: unknown;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  keys: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  host: {
    height: '60vh',
    minHeight: '320px',
    resize: 'vertical',
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    // The visible focus: the editor, its problem list or a suggestion list has the keyboard.
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** A change made from outside (the value prop): it is not echoed back through onChange. */
const External = Annotation.define<boolean>();

/** The one change that turns `from` into `to`: the text between their common start and common end. */
function minimalChange(from: string, to: string): { from: number; to: number; insert: string } | undefined {
  if (from === to) return undefined;
  let start = 0;
  const shortest = Math.min(from.length, to.length);
  while (start < shortest && from.charCodeAt(start) === to.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < shortest - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end += 1;
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

/** Formats the editor's text in place (one undoable change); false when it was already formatted or is not JSON. */
function formatView(view: EditorView): boolean {
  const text = view.state.doc.toString();
  const change = minimalChange(text, formatOverlayText(text));
  if (!change) return false;
  view.dispatch({ changes: change, userEvent: 'input.format', scrollIntoView: true });
  return true;
}

export function JsonEditor(props: JsonEditorProps) {
  const intl = useIntl();
  const styles = useStyles();
  const keysId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const schemaRef = useRef<JsonSchema | undefined>(undefined);
  const [problems, setProblems] = useState(0);
  const compartments = useMemo(() => ({ access: new Compartment(), phrases: new Compartment() }), []);

  const texts: AssistTexts & { syntax: string } = useMemo(
    () => ({
      remove: intl.formatMessage({ id: 'i18n_layoutJson_remove' }),
      example: intl.formatMessage({ id: 'i18n_layoutJson_example' }),
      inForce: (title: string) => intl.formatMessage({ id: 'i18n_layoutJson_inForce' }, { title }),
      allowed: (values: string) => intl.formatMessage({ id: 'i18n_layoutJson_allowed' }, { values }),
      syntax: intl.formatMessage({ id: 'i18n_layoutJson_syntax' }),
    }),
    [intl],
  );
  const textsRef = useRef(texts);
  textsRef.current = texts;

  const phrases: Extension = useMemo(
    () =>
      EditorState.phrases.of({
        Diagnostics: intl.formatMessage({ id: 'i18n_layoutJson_cm_diagnostics' }),
        'No diagnostics': intl.formatMessage({ id: 'i18n_layoutJson_cm_noDiagnostics' }),
        close: intl.formatMessage({ id: 'i18n_layoutJson_cm_close' }),
        Completions: intl.formatMessage({ id: 'i18n_layoutJson_cm_completions' }),
        'Control character': intl.formatMessage({ id: 'i18n_layoutJson_cm_controlCharacter' }),
        'Selection deleted': intl.formatMessage({ id: 'i18n_layoutJson_cm_selectionDeleted' }),
        'folded code': intl.formatMessage({ id: 'i18n_layoutJson_cm_foldedCode' }),
        unfold: intl.formatMessage({ id: 'i18n_layoutJson_cm_unfold' }),
        to: intl.formatMessage({ id: 'i18n_layoutJson_cm_to' }),
      }),
    [intl],
  );
  const defaultLabel = intl.formatMessage({ id: 'i18n_layoutJson_label' });
  const access = (readOnly: boolean | undefined, label: string): Extension => [
    EditorState.readOnly.of(readOnly === true),
    EditorView.contentAttributes.of({ 'aria-label': label || defaultLabel, 'aria-describedby': keysId, 'aria-readonly': String(readOnly === true) }),
  ];

  /** Puts the diagnostics of the editor's current text and the latest issues on the view. */
  const relint = (view: EditorView) => {
    const diagnostics = editorDiagnostics(view.state.doc.toString(), latest.current.issues, textsRef.current.syntax);
    view.dispatch(setDiagnostics(view.state, diagnostics));
  };

  // The view, made once; the props reach it through refs and compartments.
  useEffect(() => {
    let relintTimer: ReturnType<typeof setTimeout> | undefined;
    const sources = { schema: () => schemaRef.current, inForce: () => latest.current.inForce, texts: () => textsRef.current };
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          EditorView.lineWrapping,
          EditorState.tabSize.of(2),
          json(),
          syntaxHighlighting(fluentHighlightStyle),
          fluentEditorTheme,
          autocompletion({ override: [schemaCompletionSource(sources)], icons: true }),
          schemaHover(sources),
          Prec.high(
            keymap.of([
              {
                key: 'Mod-s',
                preventDefault: true,
                run: (target) => {
                  if (!target.state.readOnly) formatView(target);
                  latest.current.onSaveShortcut?.();
                  return true;
                },
              },
              { key: 'Shift-Alt-f', run: (target) => (target.state.readOnly ? false : (formatView(target), true)) },
            ]),
          ),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]),
          compartments.access.of(access(latest.current.readOnly, latest.current.ariaLabel)),
          compartments.phrases.of(phrases),
          EditorView.updateListener.of((update) => {
            const count = diagnosticCount(update.state);
            if (count !== diagnosticCount(update.startState)) setProblems(count);
            if (!update.docChanged) return;
            if (!update.transactions.every((tr) => tr.annotation(External))) latest.current.onChange(update.state.doc.toString());
            // Underline syntax errors as the admin types, also when the page does not hand new issues back.
            clearTimeout(relintTimer);
            relintTimer = setTimeout(() => relint(update.view), 150);
          }),
        ],
      }),
    });
    viewRef.current = view;
    relint(view);
    return () => {
      clearTimeout(relintTimer);
      viewRef.current = undefined;
      view.destroy();
    };
    // The view is made once; later props arrive through the effects below.
  }, []);

  // The schema for completion and hover: its own chunk, fetched once.
  useEffect(() => {
    let live = true;
    loadLayoutSchema().then(
      (schema) => {
        if (live) schemaRef.current = schema;
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // A new value from outside: replace what differs, so the caret stays where the text did not change.
  // Not undoable here: Ctrl+Z undoes the admin's typing, never a form's change or another scope's load.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const change = minimalChange(view.state.doc.toString(), props.value);
    if (change) view.dispatch({ changes: change, annotations: [External.of(true), Transaction.addToHistory.of(false)] });
  }, [props.value]);

  // New issues (the page checked the text): underline them now.
  useEffect(() => {
    const view = viewRef.current;
    if (view) relint(view);
    // relint reads the latest props itself.
  }, [props.issues, props.value, texts]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.access.reconfigure(access(props.readOnly, props.ariaLabel)) });
    // access is a pure function of these.
  }, [props.readOnly, props.ariaLabel, defaultLabel, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.phrases.reconfigure(phrases) });
  }, [phrases, compartments]);

  return (
    <div className={styles.root} data-testid="json-editor">
      <div className={styles.toolbar}>
        <Tooltip content={intl.formatMessage({ id: 'i18n_layoutJson_formatTip' })} relationship="description">
          <Button size="small" disabled={props.readOnly} onClick={() => viewRef.current && formatView(viewRef.current)} data-testid="json-editor-format">
            {intl.formatMessage({ id: 'i18n_layoutJson_format' })}
          </Button>
        </Tooltip>
        <Tooltip content={intl.formatMessage({ id: 'i18n_layoutJson_problemsTip' })} relationship="description">
          <Button size="small" appearance={problems > 0 ? 'primary' : 'secondary'} onClick={() => viewRef.current && openLintPanel(viewRef.current)} data-testid="json-editor-problems">
            {intl.formatMessage({ id: 'i18n_layoutJson_problems' }, { count: problems })}
          </Button>
        </Tooltip>
        <Text size={200} id={keysId} className={styles.keys}>
          {intl.formatMessage({ id: 'i18n_layoutJson_keys' })}
        </Text>
      </div>
      <div ref={hostRef} className={styles.host} />
    </div>
  );
}
