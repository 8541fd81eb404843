/**
 * The CodeMirror pieces of the overlay editor: the schema completion source and hover (over the pure
 * schemaAssist), a theme on the shell's Fluent tokens (CSS variables, so the light, dark and brand
 * themes all apply, with their contrast), and the syntax colours. Imported only by JsonEditor.tsx,
 * which the page loads lazily: none of this reaches the shell's start-up scripts.
 */
import { pickedCompletion, startCompletion, type Completion, type CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { HighlightStyle } from '@codemirror/language';
import { EditorView, hoverTooltip, type Tooltip } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { tokens } from '@fluentui/react-components';
import type { JsonSchema } from '@plugin-api/layout-admin';
import { completionsAt, hoverAt, keysAt, type CandidateKind } from './schemaAssist';

/** The texts the assist shows, in the user's language. */
export interface AssistTexts {
  remove: string;
  example: string;
  inForce: (title: string) => string;
  allowed: (values: string) => string;
}

export interface AssistSources {
  /** The layout schema, once loaded (undefined until then: no completion, no hover). */
  schema: () => JsonSchema | undefined;
  /** The document in force, whose ids of keyed collections are offered as keys. */
  inForce: () => unknown;
  texts: () => AssistTexts;
}

const COMPLETION_TYPE: Record<CandidateKind, string> = { property: 'property', id: 'variable', value: 'enum', example: 'constant', remove: 'keyword' };

/** Completion from the schema at the caret. */
export function schemaCompletionSource(sources: AssistSources): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const schema = sources.schema();
    if (!schema) return null;
    const text = context.state.doc.toString();
    const inForce = sources.inForce();
    const result = completionsAt(text, context.pos, schema, inForce === undefined ? {} : { existingKeys: (path) => keysAt(inForce, path) });
    if (!result) return null;
    // Unasked, only where something is being typed or right after an opening brace, comma or colon.
    if (!context.explicit && result.from === context.pos && !/[{,:[\s"]$/.test(text.slice(Math.max(0, context.pos - 1), context.pos))) return null;
    const texts = sources.texts();
    const options: Completion[] = result.candidates.map((candidate, index) => ({
      label: candidate.label,
      type: COMPLETION_TYPE[candidate.kind],
      detail: candidate.kind === 'remove' ? texts.remove : candidate.kind === 'example' ? `${texts.example}${candidate.detail ? ` · ${candidate.detail}` : ''}` : candidate.kind === 'id' ? texts.inForce(candidate.detail ?? '') : candidate.detail,
      info: candidate.info,
      // The schema's order (order, kind, area...) reads better than alphabetical.
      boost: -index / 1000,
      apply: (view: EditorView, completion: Completion, _from: number, to: number) => {
        const end = Math.max(result.replaceTo, to);
        view.dispatch({
          changes: { from: result.replaceFrom, to: end, insert: candidate.insert },
          selection: { anchor: result.replaceFrom + candidate.cursor },
          annotations: pickedCompletion.of(completion),
          userEvent: 'input.complete',
          scrollIntoView: true,
        });
        if (candidate.reopen) setTimeout(() => startCompletion(view), 0);
      },
    }));
    return { from: result.from, to: context.pos, options, filter: true };
  };
}

/** The schema's title, description and allowed values of the key or value under the pointer. */
export function schemaHover(sources: AssistSources) {
  return hoverTooltip((view, pos): Tooltip | null => {
    const schema = sources.schema();
    if (!schema) return null;
    const info = hoverAt(view.state.doc.toString(), pos, schema);
    if (!info) return null;
    return {
      pos: info.from,
      end: info.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-schema-hover';
        const title = document.createElement('div');
        title.className = 'cm-schema-hover-title';
        title.textContent = info.title ?? info.path.join('.');
        dom.append(title);
        const path = document.createElement('code');
        path.textContent = '/' + info.path.join('/');
        dom.append(path);
        if (info.description) {
          const description = document.createElement('p');
          description.textContent = info.description;
          dom.append(description);
        }
        if (info.allowed) {
          const allowed = document.createElement('p');
          allowed.textContent = sources.texts().allowed(info.allowed.join(', '));
          dom.append(allowed);
        }
        return { dom };
      },
    };
  });
}

/**
 * Syntax colours from the Fluent palette, each a token with its own value per theme. The "2" shades:
 * measured against every background the text sits on (the editor, the active line, the selection) they
 * keep at least 6.6:1 in webLightTheme and webDarkTheme, where the "1" shades fall to 4.0:1 on the
 * dark theme's active line.
 */
export const fluentHighlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, color: tokens.colorPaletteBlueForeground2 },
  { tag: tags.string, color: tokens.colorPaletteGreenForeground2 },
  { tag: tags.number, color: tokens.colorPaletteDarkOrangeForeground2 },
  { tag: [tags.bool, tags.null], color: tokens.colorPaletteBerryForeground2, fontWeight: 'bold' },
  { tag: [tags.separator, tags.brace, tags.squareBracket], color: tokens.colorNeutralForeground2 },
  { tag: tags.invalid, color: tokens.colorPaletteCranberryForeground2 },
]);

/** The editor's look on the shell's theme tokens; a visible focus ring; the lint panel and tooltips in the same colours. */
export const fluentEditorTheme = EditorView.theme({
  '&': {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase300,
    height: '100%',
  },
  // The focus ring is the host's (JsonEditor: :focus-within, round all four sides); drawn here, the
  // host's overflow clipped it outside and the sticky gutter covered it inside.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: tokens.fontFamilyMonospace, lineHeight: tokens.lineHeightBase300, overflow: 'auto' },
  '.cm-content': { caretColor: tokens.colorNeutralForeground1 },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: tokens.colorNeutralForeground1, borderLeftWidth: '2px' },
  '.cm-gutters': { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground3, borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  '.cm-activeLine': { backgroundColor: tokens.colorSubtleBackgroundHover },
  '.cm-activeLineGutter': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
  '.cm-selectionBackground, ::selection': { backgroundColor: tokens.colorNeutralBackground1Selected },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': { backgroundColor: tokens.colorBrandBackground2 },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': { backgroundColor: tokens.colorBrandBackground2, outline: `1px solid ${tokens.colorBrandStroke1}` },
  '.cm-foldPlaceholder': { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1, border: `1px solid ${tokens.colorNeutralStroke1}` },
  '.cm-tooltip': {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: tokens.fontFamilyMonospace, maxHeight: '18em' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '2px 8px' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  '.cm-completionDetail': { fontStyle: 'normal', marginLeft: '1em', color: 'inherit', opacity: 1 },
  '.cm-completionMatchedText': { textDecoration: 'underline', fontWeight: 'bold' },
  '.cm-completionInfo': { maxWidth: '28em', padding: '6px 10px', lineHeight: tokens.lineHeightBase300, fontFamily: tokens.fontFamilyBase },
  '.cm-schema-hover': { maxWidth: '32em', padding: '6px 10px', fontFamily: tokens.fontFamilyBase, lineHeight: tokens.lineHeightBase300 },
  '.cm-schema-hover p': { margin: '4px 0 0' },
  '.cm-schema-hover code': { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  '.cm-schema-hover-title': { fontWeight: tokens.fontWeightSemibold },
  '.cm-diagnostic': { fontFamily: tokens.fontFamilyBase, padding: '4px 8px' },
  '.cm-diagnostic-error': { borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}` },
  '.cm-diagnosticSource': { color: tokens.colorNeutralForeground2, opacity: 1 },
  '.cm-panels': { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 },
  '.cm-panels.cm-panels-bottom': { borderTop: `1px solid ${tokens.colorNeutralStroke1}` },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: tokens.colorNeutralBackground1Selected, color: tokens.colorNeutralForeground1 },
  '.cm-panel.cm-panel-lint ul:focus [aria-selected]': { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  '.cm-panel.cm-panel-lint ul [aria-selected] .cm-diagnosticSource': { color: 'inherit' },
  '.cm-panel.cm-panel-lint ul:focus': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  '.cm-panel.cm-panel-lint button[name=close]': { color: tokens.colorNeutralForeground1 },
});
