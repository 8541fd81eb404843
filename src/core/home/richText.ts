/**
 * The rich-text subset of a content block (indexBlocks.<id>.content): text the customer writes in
 * the layout, parsed into a small tree the home plugin renders as React elements (never as HTML).
 *
 * - paragraphs are separated by a blank line; a single line break inside one is kept as a break;
 * - lines starting with "- " form a list (one item per line);
 * - `**bold**` and `*italic*` (either may hold the other; an unclosed marker is plain text);
 * - `[text](url)`: a link when the url is a portal path ("/…", not "//…") or an https address;
 *   anything else (javascript:, data:, http:, a relative path) leaves the whole `[text](url)` as
 *   plain text. Whether an https origin may be opened (app.linkOrigins) is decided where the link
 *   is rendered and by the layout check (contentLinkIssues).
 *
 * The input is cut at RICH_TEXT_MAX_LENGTH characters (the schema refuses longer texts), and the
 * parser is linear: one pass over lines, one over each line's characters.
 */
import { topBarLinkTarget } from '../topBar/topBarLink';

/** `[text](url)`: a label without brackets or line breaks, an address without parentheses or spaces. */
const LINK_PATTERN = /\[([^[\]\n]+)\]\(([^()\s]+)\)/;
/** What an author may mean as a link: `[text](…)` with anything but a line break inside, one level of parentheses allowed. */
const LINK_LIKE_PATTERN = /\[([^[\]\n]+)\]\(([^\n()]*(?:\([^\n()]*\)[^\n()]*)?)\)/;

/** The longest text of one language a content block may hold (the schema's maxLength too). */
export const RICH_TEXT_MAX_LENGTH = 4000;

export type RichInline =
  | { kind: 'text'; text: string; bold?: true; italic?: true }
  | { kind: 'break' }
  | { kind: 'link'; url: string; children: RichTextRun[] };
export type RichTextRun = Extract<RichInline, { kind: 'text' }>;

export type RichBlock = { kind: 'paragraph'; inlines: RichInline[] } | { kind: 'list'; items: RichInline[][] };

/** Whether a link's address has a form a content block may open (a portal path or an https address). */
export function isLinkableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\') && !/[\s\\]/.test(url);
  return /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s]*)?$/.test(url);
}

/** The tree of a content text. */
export function parseRichText(source: string): RichBlock[] {
  const text = source.slice(0, RICH_TEXT_MAX_LENGTH).replace(/\r\n?/g, '\n');
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: joinLines(paragraph) });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: 'list', items: list.map((item) => parseInline(item)) });
    list = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (/^- /.test(line)) {
      flushParagraph();
      list.push(line.slice(2).trim());
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The lines of one paragraph as inlines, a break between two lines. */
function joinLines(lines: readonly string[]): RichInline[] {
  const inlines: RichInline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) inlines.push({ kind: 'break' });
    inlines.push(...parseInline(line));
  });
  return inlines;
}

interface Style {
  bold: boolean;
  italic: boolean;
}

/** One line's inlines: links first (their text may be styled), then emphasis in the text between. */
export function parseInline(line: string): RichInline[] {
  const out: RichInline[] = [];
  let rest = 0;
  const linkPattern = new RegExp(LINK_PATTERN.source, 'g');
  const style: Style = { bold: false, italic: false };
  for (let match = linkPattern.exec(line); match !== null; match = linkPattern.exec(line)) {
    const [whole, label, url] = match as unknown as [string, string, string];
    if (!isLinkableUrl(url)) continue;
    const end = match.index + whole.length;
    out.push(...parseEmphasis(line.slice(rest, match.index), style, line.slice(end)));
    out.push({ kind: 'link', url, children: parseEmphasis(label, { bold: style.bold, italic: style.italic }, '') });
    rest = end;
  }
  out.push(...parseEmphasis(line.slice(rest), style, ''));
  return mergeRuns(out);
}

/**
 * Text with `**bold**` and `*italic*`; `style` carries an emphasis open at the start (the text
 * before a link) and is updated for the text after it. A marker is only taken when its closing
 * marker follows in the same line (`after`: the rest of the line past the next link), so an
 * unclosed one stays plain text.
 */
function parseEmphasis(text: string, style: Style, after: string): RichTextRun[] {
  const runs: RichTextRun[] = [];
  let buffer = '';
  const push = () => {
    if (buffer === '') return;
    runs.push({ kind: 'text', text: buffer, ...(style.bold ? { bold: true as const } : {}), ...(style.italic ? { italic: true as const } : {}) });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('**', i) && (style.bold || `${text.slice(i + 2)}${after}`.indexOf('**') > 0)) {
      push();
      style.bold = !style.bold;
      i += 2;
    } else if (text[i] === '*' && !text.startsWith('**', i) && (style.italic || hasClosingStar(`${text.slice(i + 1)}${after}`, 0))) {
      push();
      style.italic = !style.italic;
      i += 1;
    } else {
      buffer += text[i];
      i += 1;
    }
  }
  push();
  return runs;
}

/** Whether a single `*` (not part of `**`) follows, with text between. */
function hasClosingStar(text: string, from: number): boolean {
  for (let j = from; j < text.length; j++) {
    if (text[j] !== '*') continue;
    if (text[j + 1] === '*') {
      j += 1;
      continue;
    }
    return j > from;
  }
  return false;
}

/** Neighbouring text runs of the same style as one run (and an open marker never left dangling). */
function mergeRuns(inlines: RichInline[]): RichInline[] {
  const out: RichInline[] = [];
  for (const inline of inlines) {
    const last = out[out.length - 1];
    if (inline.kind === 'text' && last?.kind === 'text' && last.bold === inline.bold && last.italic === inline.italic) {
      out[out.length - 1] = { ...last, text: last.text + inline.text };
    } else out.push(inline);
  }
  return out;
}

/** The addresses of `[text](url)` links a content text shows as plain text (javascript:, data:, http:, …), for the layout check. */
export function refusedRichTextLinks(source: string): string[] {
  const urls: string[] = [];
  const text = source.slice(0, RICH_TEXT_MAX_LENGTH);
  // Wider than LINK_PATTERN: an address with spaces or one level of parentheses (`javascript:alert(1)`)
  // is never a link either, and the author should hear that it shows as text.
  const pattern = new RegExp(LINK_LIKE_PATTERN.source, 'g');
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const url = match[2]!;
    if (!/^[^()\s]+$/.test(url) || !isLinkableUrl(url)) urls.push(url);
  }
  return urls;
}

/** Every link address of a content text, in order (for the layout check). */
export function richTextLinks(source: string): string[] {
  const urls: string[] = [];
  const visit = (inlines: readonly RichInline[]) => {
    for (const inline of inlines) if (inline.kind === 'link') urls.push(inline.url);
  };
  for (const block of parseRichText(source)) {
    if (block.kind === 'paragraph') visit(block.inlines);
    else block.items.forEach(visit);
  }
  return urls;
}

/**
 * Where a content link leads: a portal path (opened as the shell navigates, in a tab) or an https
 * address whose origin is one of app.linkOrigins (opened in a new window); null for anything else,
 * which is then shown as plain text. The same rule as a top-bar link's, checked again at render.
 */
export function contentLinkTarget(url: string, linkOrigins: readonly string[]): { kind: 'route'; path: string } | { kind: 'external'; url: string } | null {
  if (!isLinkableUrl(url)) return null;
  const target = topBarLinkTarget(url, '', linkOrigins);
  if (!target.ok) return null;
  return target.kind === 'route' ? { kind: 'route', path: target.path } : { kind: 'external', url: target.url };
}
