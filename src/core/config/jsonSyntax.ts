/**
 * Where a JSON text breaks strict JSON (RFC 8259: no comments, no trailing commas), as line, column
 * and a reason a person can act on. Admins see it for a layout file or a stored overlay that is not
 * JSON; engines word (and place) JSON.parse errors differently, so the shell says it itself.
 */
import { printParseErrorCode, visit } from 'jsonc-parser';

export interface JsonSyntaxError {
  /** Offset in UTF-16 code units. */
  offset: number;
  line: number;
  column: number;
  reason: string;
}

/** jsonc-parser's error codes by name (its enum is a const enum, which isolated modules cannot read). */
type ErrorName = ReturnType<typeof printParseErrorCode>;

interface Container {
  kind: 'object' | 'array';
  properties: number;
}

/**
 * Where the text first goes wrong, or undefined when it is valid JSON. jsonc-parser finds the
 * position; the reason is worded here from its error code and the enclosing object or array.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: Container[] = [];
  // jsonc-parser ends a container before it reports the missing '}' or ']': that error is about it.
  let closed: Container | undefined;
  let first: { code: ErrorName; offset: number; length: number; container: Container | undefined } | undefined;
  visit(
    text,
    {
      onObjectBegin: () => void stack.push({ kind: 'object', properties: 0 }),
      onObjectProperty: () => void (stack.at(-1)!.properties += 1),
      onObjectEnd: () => void (closed = stack.pop()),
      onArrayBegin: () => void stack.push({ kind: 'array', properties: 0 }),
      onArrayEnd: () => void (closed = stack.pop()),
      onError: (code, offset, length) => {
        const name = printParseErrorCode(code);
        const container = name === 'CloseBraceExpected' || name === 'CloseBracketExpected' ? closed : stack.at(-1);
        first ??= { code: name, offset, length, container: container && { ...container } };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (!first) return undefined;
  const { offset, reason } = describe(text, first.code, first.offset, first.length, first.container);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  return { offset, line, column, reason };
}

/** The character at an offset as the reader sees it in a message. */
function shown(text: string, at: number): string {
  return at >= text.length ? 'the end of the text' : `'${text[at]}'`;
}

/** The last character before `at` that is not white space. */
function previousToken(text: string, at: number): string | undefined {
  for (let i = at - 1; i >= 0; i -= 1) if (!' \t\n\r'.includes(text[i]!)) return text[i];
  return undefined;
}

/** The first broken escape inside a string token (jsonc-parser points at the whole string). */
function brokenEscape(text: string, start: number, end: number): { offset: number; reason: string } | undefined {
  for (let i = start; i < end; i += 1) {
    if (text[i] !== '\\') continue;
    const next = text[i + 1];
    if (next === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { offset: i, reason: 'invalid \\u escape' };
      i += 5;
    } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 1;
    else return { offset: i, reason: `invalid escape '\\${next ?? ''}'` };
  }
  return undefined;
}

function describe(text: string, code: ErrorName, offset: number, length: number, container: Container | undefined): { offset: number; reason: string } {
  const found = shown(text, offset);
  const closing = text[offset] === '}' || text[offset] === ']' ? text[offset] : undefined;
  const trailingComma = closing !== undefined && previousToken(text, offset) === ',';
  const close = container?.kind === 'array' ? ']' : '}';
  const expectsName = container?.kind === 'object' && (previousToken(text, offset) === '{' || previousToken(text, offset) === ',');
  switch (code) {
    case 'PropertyNameExpected':
      return { offset, reason: trailingComma ? `trailing comma before '${closing}'` : `expected a property name in double quotes, found ${found}` };
    case 'ValueExpected':
      if (offset >= text.length) return { offset, reason: 'unexpected end of the text' };
      return { offset, reason: trailingComma ? `trailing comma before '${closing}'` : `unexpected ${found}` };
    case 'InvalidSymbol':
      return { offset, reason: expectsName ? `expected a property name in double quotes, found ${found}` : `unexpected ${found}` };
    case 'ColonExpected':
      return { offset, reason: `expected ':' after the property name, found ${found}` };
    case 'CommaExpected':
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      if (container?.kind === 'object' && container.properties === 0) return { offset, reason: `expected a property name in double quotes, found ${found}` };
      return { offset, reason: `expected ',' or '${close}', found ${found}` };
    case 'EndOfFileExpected':
      return { offset, reason: `unexpected ${found} after the end of the JSON value` };
    case 'UnexpectedEndOfString': {
      // The string runs into a line break (strings may not span lines), or into the end of the text.
      const end = offset + length;
      if (text[end] === '\n' || text[end] === '\r') return { offset: end, reason: 'unterminated string (a line break inside a string)' };
      return { offset, reason: 'unterminated string' };
    }
    case 'InvalidCharacter': {
      let at = offset;
      while (at < offset + length && text.charCodeAt(at) >= 0x20) at += 1;
      return { offset: at, reason: 'control character in a string' };
    }
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return brokenEscape(text, offset, offset + length) ?? { offset, reason: code === 'InvalidUnicode' ? 'invalid \\u escape' : 'invalid escape' };
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return { offset, reason: 'invalid number' };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { offset, reason: 'comments are not allowed in JSON' };
    default:
      return { offset, reason: `unexpected ${found}` };
  }
}
