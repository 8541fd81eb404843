/**
 * The editor's underlines: the first JSON syntax error (worded by the shell's own reader, the same
 * reason the page and config:check give) and each issue of the shell's checker at the text its
 * pointer names. Pure; the component hands them to @codemirror/lint.
 */
import { findJsonSyntaxError } from '@plugin-api/layout-admin';
import { parseOverlayTree, pointerRangeInTree } from './pointerRange';

export interface EditorIssue {
  pointer: string;
  rule: string;
  message: string;
}

export interface EditorDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  /** `rule: message`, e.g. "enum: must be one of …". */
  message: string;
  /** The issue's pointer ('syntax' for a syntax error), shown beside the message. */
  source: string;
}

/** At most this many underlines: a pasted document with hundreds of issues stays responsive. */
export const MAX_DIAGNOSTICS = 200;

/**
 * The underlines of a text. `syntaxRule` names the rule of a syntax error (the page's own word for it).
 * An issue whose pointer the text does not contain is placed on the nearest ancestor it does contain.
 */
export function editorDiagnostics(text: string, issues: readonly EditorIssue[], syntaxRule = 'syntax'): EditorDiagnostic[] {
  const diagnostics: EditorDiagnostic[] = [];
  if (text.trim() !== '') {
    const syntax = findJsonSyntaxError(text);
    if (syntax) {
      const from = Math.min(syntax.offset, text.length);
      // An error at the end of the text marks its last character: an empty range there is hard to see.
      const start = from >= text.length ? Math.max(0, text.length - 1) : from;
      diagnostics.push({ from: start, to: Math.min(text.length, start + 1), severity: 'error', message: `${syntaxRule}: ${syntax.reason}`, source: `${syntax.line}:${syntax.column}` });
    }
  }
  const root = issues.length > 0 ? parseOverlayTree(text) : undefined;
  for (const issue of issues.slice(0, MAX_DIAGNOSTICS)) {
    const range = root ? pointerRangeInTree(root, issue.pointer) : { from: 0, to: Math.min(1, text.length) };
    diagnostics.push({ from: range.from, to: range.to, severity: 'error', message: `${issue.rule}: ${issue.message}`, source: issue.pointer || '/' });
  }
  return diagnostics;
}
