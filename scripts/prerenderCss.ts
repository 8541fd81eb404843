/**
 * Trims the prerendered login page's styles to what its static copy can use (issue 13): the style
 * sheets the browser must read before the first paint were most of that paint's cost (about 60 of
 * the 64 KB of CSS matched nothing or set theme variables nothing reads).
 *
 * - Griffel's atomic rules are kept only when every class their selector needs is on some element
 *   of the static copy (classes inside :not() are not needed; the copy's class attributes never
 *   change before it is removed).
 * - FluentProvider's theme rule (one inline <style> per rendered copy, the same each time) leaves
 *   the markup for the head, once, with only the custom properties that some kept rule, inline style
 *   or other kept property reads.
 * - Every sheet becomes one: a sheet's media attribute becomes an @media block, in the same order.
 *
 * Griffel's output is plain: rules, @media/@supports/@layer blocks around rules, @keyframes. This is
 * not a CSS parser for anything else.
 */

/** The class names on any element of `markup`. */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The top-level blocks of `css`: `prelude{body}` pairs, the body without its braces. */
function blocks(css: string): { prelude: string; body: string }[] {
  const found: { prelude: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote: string | null = null;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    }
  }
  return found;
}

/** Whether one selector (no commas) can match in a document whose elements carry only `classes`. */
function selectorCanMatch(selector: string, classes: ReadonlySet<string>): boolean {
  // What a :not() names is not needed (and :is()/:where() lists are kept whole: we cannot tell which member matters).
  const needed = selector.replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const match of needed.matchAll(/\.((?:[A-Za-z0-9_-]|\\.)+)/g)) if (!classes.has(match[1]!.replace(/\\(.)/g, '$1'))) return false;
  return true;
}

function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const char = prelude[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** `css` without the rules that cannot match an element carrying only `classes`. */
export function pruneRules(css: string, classes: ReadonlySet<string>): string {
  let kept = '';
  for (const { prelude, body } of blocks(css)) {
    if (/^@(?:media|supports|layer|container)\b/.test(prelude)) {
      const inner = pruneRules(body, classes);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      kept += `${prelude}{${body}}`;
    } else {
      const selectors = splitSelectors(prelude).filter((selector) => selectorCanMatch(selector, classes));
      if (selectors.length > 0) kept += `${selectors.join(',')}{${body}}`;
    }
  }
  return kept;
}

/** Keyframes no kept rule animates with are dropped too. */
function pruneKeyframes(css: string): string {
  const named = blocks(css).filter((block) => block.prelude.startsWith('@keyframes'));
  let result = css;
  for (const { prelude, body } of named) {
    const name = prelude.replace(/^@keyframes\s+/, '');
    const withoutIt = result.replace(`${prelude}{${body}}`, '');
    if (!new RegExp(`animation(?:-name)?:[^;}]*\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(withoutIt)) result = withoutIt;
  }
  return result;
}

/** The custom properties read (var(--x)) in `text`. */
function readProperties(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)].map((match) => match[1]!));
}

/**
 * A theme rule `selector { --a: 1; --b: var(--a); … }` with only the properties read by `readers`
 * (CSS and inline styles) or, in turn, by the kept properties.
 */
export function pruneThemeRule(rule: string, readers: string): string {
  const [block] = blocks(rule);
  if (!block) return '';
  const declarations = new Map<string, string>();
  for (const declaration of block.body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (name.startsWith('--')) declarations.set(name, declaration.slice(colon + 1).trim());
  }
  const needed = new Set<string>();
  const pending = [...readProperties(readers)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (needed.has(name) || !declarations.has(name)) continue;
    needed.add(name);
    pending.push(...readProperties(declarations.get(name)!));
  }
  const kept = [...declarations].filter(([name]) => needed.has(name)).map(([name, value]) => `${name}:${value}`);
  return kept.length > 0 ? `${block.prelude}{${kept.join(';')}}` : '';
}

/** FluentProvider's inline theme sheets: `<style id="fui-FluentProvider…">…</style>`. */
const THEME_STYLE = /<style id="(fui-FluentProvider[^"]*)">([\s\S]*?)<\/style>/g;

/**
 * The static copies' markup and styles, trimmed: `markup` without the inline theme sheets, and one
 * style sheet text (no <style> tag) with the theme first and the kept rules in their order.
 * `sheets` are the extracted sheets as `{ media, css }` in their order.
 */
export function trimPrerenderedStyles(markup: string, sheets: readonly { media?: string; css: string }[]): { markup: string; css: string } {
  const themes = new Map<string, string>();
  const bare = markup.replace(THEME_STYLE, (_tag, id: string, rule: string) => {
    themes.set(id, rule);
    return '';
  });
  const classes = classesIn(bare);
  const rules = pruneKeyframes(
    sheets
      .map(({ media, css }) => {
        const kept = pruneRules(css, classes);
        return kept && media ? `@media ${media}{${kept}}` : kept;
      })
      .join(''),
  );
  const inlineStyles = [...bare.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(';');
  const theme = [...themes.values()].map((rule) => pruneThemeRule(rule, `${rules};${inlineStyles}`)).join('');
  return { markup: bare, css: theme + rules };
}
