import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_LENGTH, contentLinkTarget, isLinkableUrl, parseInline, parseRichText, refusedRichTextLinks, richTextLinks } from './richText';

const text = (value: string, style: { bold?: true; italic?: true } = {}) => ({ kind: 'text', text: value, ...style });

describe('parseRichText', () => {
  it('splits paragraphs at a blank line and keeps a single line break inside one', () => {
    expect(parseRichText('First line\nsecond line\n\n\nNext')).toEqual([
      { kind: 'paragraph', inlines: [text('First line'), { kind: 'break' }, text('second line')] },
      { kind: 'paragraph', inlines: [text('Next')] },
    ]);
  });

  it('makes lines starting with "- " a list, between paragraphs', () => {
    expect(parseRichText('Steps:\n- open **Orders**\n- confirm\nDone')).toEqual([
      { kind: 'paragraph', inlines: [text('Steps:')] },
      { kind: 'list', items: [[text('open '), text('Orders', { bold: true })], [text('confirm')]] },
      { kind: 'paragraph', inlines: [text('Done')] },
    ]);
    // "-x" (no space) is text, and Windows line ends are lines too.
    expect(parseRichText('-x\r\n\r\n- a')).toEqual([
      { kind: 'paragraph', inlines: [text('-x')] },
      { kind: 'list', items: [[text('a')]] },
    ]);
  });

  it('reads bold, italic and the one inside the other', () => {
    expect(parseInline('a **b *c* d** e')).toEqual([text('a '), text('b ', { bold: true }), text('c', { bold: true, italic: true }), text(' d', { bold: true }), text(' e')]);
    expect(parseInline('*x **y** z*')).toEqual([text('x ', { italic: true }), text('y', { bold: true, italic: true }), text(' z', { italic: true })]);
  });

  it('leaves unclosed or empty markers as plain text', () => {
    expect(parseInline('**open and never closed')).toEqual([text('**open and never closed')]);
    expect(parseInline('a * b')).toEqual([text('a * b')]);
    expect(parseInline('2*3 = 6')).toEqual([text('2*3 = 6')]);
    expect(parseInline('a ** b')).toEqual([text('a ** b')]);
    expect(parseInline('**bold** then *')).toEqual([text('bold', { bold: true }), text(' then *')]);
  });

  it('makes links of portal paths and https addresses, with styled text inside and around', () => {
    expect(parseInline('See [the **guide**](/portal/info/documentCenter) now')).toEqual([
      text('See '),
      { kind: 'link', url: '/portal/info/documentCenter', children: [text('the '), text('guide', { bold: true })] },
      text(' now'),
    ]);
    expect(parseInline('**read [this](https://help.example.com/a?b=1) first**')).toEqual([
      text('read ', { bold: true }),
      { kind: 'link', url: 'https://help.example.com/a?b=1', children: [text('this', { bold: true })] },
      text(' first', { bold: true }),
    ]);
  });

  it('keeps javascript:, data:, http:, protocol-relative and relative links as plain text', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'http://example.com', '//evil.example/x', 'portal/x', 'vbscript:x', '/\\evil.example']) {
      const inlines = parseInline(`[click](${url})`);
      expect(inlines.some((inline) => inline.kind === 'link')).toBe(false);
      expect(inlines).toEqual([text(`[click](${url})`)]);
    }
    // A javascript: address with spaces or parentheses does not become a link either.
    expect(parseInline('[x](javascript:void(0))').some((inline) => inline.kind === 'link')).toBe(false);
  });

  it('cuts a text at the bound and parses a long one quickly', () => {
    const long = `${'word **bold** *it* [l](/p) '.repeat(2000)}`;
    const started = performance.now();
    const blocks = parseRichText(long);
    expect(performance.now() - started).toBeLessThan(200);
    const length = blocks.flatMap((block) => (block.kind === 'paragraph' ? block.inlines : block.items.flat())).reduce((sum, inline) => sum + (inline.kind === 'text' ? inline.text.length : inline.kind === 'link' ? 1 : 0), 0);
    expect(length).toBeLessThanOrEqual(RICH_TEXT_MAX_LENGTH);
    // Markers only, no closing: linear enough and plain text.
    const stars = '*'.repeat(RICH_TEXT_MAX_LENGTH * 3);
    const t = performance.now();
    expect(parseRichText(stars)).toEqual([{ kind: 'paragraph', inlines: [text('*'.repeat(RICH_TEXT_MAX_LENGTH))] }]);
    expect(performance.now() - t).toBeLessThan(500);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText(' \n\n  \n')).toEqual([]);
  });
});

describe('richTextLinks and isLinkableUrl', () => {
  it('lists the links of paragraphs and lists, leaving out what is plain text', () => {
    expect(richTextLinks('[a](/x)\n\n- [b](https://h.example/y)\n- [c](javascript:x)')).toEqual(['/x', 'https://h.example/y']);
  });
  it('accepts portal paths and https addresses only', () => {
    expect(isLinkableUrl('/portal/a')).toBe(true);
    expect(isLinkableUrl('https://a.example:8443/x')).toBe(true);
    expect(isLinkableUrl('//a.example')).toBe(false);
    expect(isLinkableUrl('https://user@a.example')).toBe(false);
    expect(isLinkableUrl('ftp://a.example')).toBe(false);
  });
});

describe('contentLinkTarget', () => {
  const origins = ['https://help.example.com'];
  it('opens portal paths as routes and https addresses of app.linkOrigins outside', () => {
    expect(contentLinkTarget('/portal/po/list', origins)).toEqual({ kind: 'route', path: '/portal/po/list' });
    expect(contentLinkTarget('https://help.example.com/a', origins)).toEqual({ kind: 'external', url: 'https://help.example.com/a' });
  });
  it('opens nothing foreign or unsafe', () => {
    for (const url of ['https://evil.example/a', 'javascript:alert(1)', 'data:text/html,x', '//help.example.com/a', 'http://help.example.com/a']) expect(contentLinkTarget(url, origins)).toBeNull();
  });
});

describe('refusedRichTextLinks names every link-like text that shows as text', () => {
  it('names an address with parentheses or spaces, and an unsafe scheme, not a good link', () => {
    expect(refusedRichTextLinks('[x](javascript:alert(1)) then [ok](/portal/info/index), [sp](/a b) and [d](data:text/html,x)')).toEqual(['javascript:alert(1)', '/a b', 'data:text/html,x']);
  });

  it('reads a long unclosed text once (no backtracking blow-up) and finds nothing in it', () => {
    expect(refusedRichTextLinks('[a]('.repeat(1000))).toEqual([]);
    expect(refusedRichTextLinks(`[a](${'x'.repeat(3990)}`)).toEqual([]);
  });
});
