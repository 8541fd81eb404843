/**
 * Formatting the overlay text on save: two-space JSON, the keys in the order the admin wrote them
 * (JSON.stringify(JSON.parse(...)) would move keys that look like numbers, such as an id "10", to the
 * front, and drop a repeated key silently), one final line break. Text that is not JSON is left as it
 * is, for the admin to mend where the editor underlines it.
 */
import { applyEdits, format, parseTree, type ParseError } from 'jsonc-parser';

export function formatOverlayText(text: string): string {
  if (text.trim() === '') return text;
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) return text;
  return applyEdits(text, format(text, undefined, { tabSize: 2, insertSpaces: true, eol: '\n', insertFinalNewline: true }));
}
