/**
 * The menu search: which entries a typed text finds, by label in the user's language
 * (case-insensitive) or, for Chinese labels, by their pinyin initials ('cgdd' finds 采购订单).
 * A group whose label matches keeps all its entries; a group with a matching entry stays, with
 * the matching entries only, and is opened. Pure: no DOM.
 *
 * Cost (issue 29, a menu of 10,000 pages): a character's initial is looked up in the collation
 * once (23 comparisons), then kept, and so is a label's search text (lower case and initials): a keystroke compares
 * prepared strings only. What a search shows is bounded (`limitShown`): a search that finds
 * thousands of entries shows the first MENU_SEARCH_SHOWN_MAX, in order, and says how many more.
 */
import { displayChildren, type MenuItem } from './menuItem';

/** The longest search text taken. */
export const MENU_QUERY_MAX = 50;

/** The most entries (groups and pages) a search shows at once; the rest are counted. */
export const MENU_SEARCH_SHOWN_MAX = 200;

// The first character of each initial in the pinyin collation ('zh-u-co-pinyin'): a Chinese
// character's initial is the last of these that sorts before or with it. No table, no dependency.
const INITIALS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
const BOUNDARIES = ['阿', '芭', '擦', '搭', '蛾', '发', '噶', '哈', '机', '喀', '垃', '妈', '拿', '哦', '啪', '期', '然', '撒', '塌', '挖', '昔', '压', '匝'];
let collator: Intl.Collator | undefined;
// Initials by character (at most the CJK block's 21,000) and by label (bounded: cleared when full).
const initialByChar = new Map<string, string>();
const initialsByLabel = new Map<string, string>();
const LABELS_KEPT = 50_000;

function initialOf(char: string): string {
  let initial = initialByChar.get(char);
  if (initial === undefined) {
    initial = collatedInitial(char);
    initialByChar.set(char, initial);
  }
  return initial;
}

function collatedInitial(char: string): string {
  if (/[A-Za-z0-9]/.test(char)) return char.toLowerCase();
  if (!/[\u4e00-\u9fff]/.test(char)) return '';
  collator ??= new Intl.Collator('zh-CN-u-co-pinyin');
  let found = '';
  for (let index = 0; index < BOUNDARIES.length; index += 1) {
    if (collator.compare(char, BOUNDARIES[index] ?? '') >= 0) found = INITIALS[index] ?? '';
    else break;
  }
  return found.toLowerCase();
}

/** The pinyin initials of a label's Chinese characters (Latin letters and digits kept, the rest left out). */
export function pinyinInitials(label: string): string {
  let initials = initialsByLabel.get(label);
  if (initials === undefined) {
    initials = '';
    for (const char of label) initials += initialOf(char);
    if (initialsByLabel.size >= LABELS_KEPT) initialsByLabel.clear();
    initialsByLabel.set(label, initials);
  }
  return initials;
}

const CHINESE = /[\u4e00-\u9fff]/;
// What a search compares, by label (bounded as the initials are).
const searchTextByLabel = new Map<string, string>();

/**
 * What a search text is looked for in: the label in lower case and, for a label with Chinese
 * characters, a line with its pinyin initials (a search text never holds a line break, so no match
 * spans the two). Kept per label: a key in a 10,000-page menu lowered and tested every label.
 */
function searchTextOf(label: string): string {
  let text = searchTextByLabel.get(label);
  if (text === undefined) {
    text = CHINESE.test(label) ? `${label.toLowerCase()}\n${pinyinInitials(label)}` : label.toLowerCase();
    if (searchTextByLabel.size >= LABELS_KEPT) searchTextByLabel.clear();
    searchTextByLabel.set(label, text);
  }
  return text;
}

/**
 * Prepares the search's index for labels (their text in lower case and pinyin initials), from `from` on, while
 * `hasTime()` says so (an idle period's deadline); returns where it stopped (labels.length: done).
 * What is prepared here a keystroke does not compute: the first key in a 10,000-page menu did all.
 */
export function prepareSearchIndex(labels: readonly string[], from: number, hasTime: () => boolean): number {
  let index = from;
  while (index < labels.length && hasTime()) {
    // Twenty at a time between the checks: a label takes some µs.
    for (const end = Math.min(labels.length, index + 20); index < end; index += 1) searchTextOf(labels[index]!);
  }
  return index;
}

/** Every entry's label, depth first (what prepareSearchIndex is given). */
export function menuLabels(items: readonly MenuItem[], labelOf: (item: MenuItem) => string): string[] {
  const labels: string[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      labels.push(labelOf(item));
      walk(displayChildren(item));
    }
  };
  walk(items);
  return labels;
}

/** The search text as it is compared: trimmed, lower case, bounded. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().slice(0, MENU_QUERY_MAX);
}

export function labelMatches(label: string, query: string): boolean {
  return matcherOf(normaliseQuery(query))(label);
}

/** Whether a label matches a normalised search text: the text prepared once for every label. */
function matcherOf(q: string): (label: string) => boolean {
  if (q === '') return () => true;
  // A text with a line break could span the label and its initials (the box holds none).
  if (q.includes('\n')) return (label) => label.toLowerCase().includes(q);
  return (label) => searchTextOf(label).includes(q);
}

/** The entries a search finds, with the codes of the groups to show open. */
export function filterMenu(items: readonly MenuItem[], query: string, labelOf: (item: MenuItem) => string): { items: MenuItem[]; open: Set<string> } {
  const open = new Set<string>();
  const q = normaliseQuery(query);
  if (q === '') return { items: [...items], open };
  const matches = matcherOf(q);
  const walk = (list: readonly MenuItem[]): MenuItem[] => {
    const kept: MenuItem[] = [];
    for (const item of list) {
      const children = displayChildren(item);
      if (matches(labelOf(item))) {
        kept.push(item);
        continue;
      }
      if (children.length === 0) continue;
      const found = walk(children);
      if (found.length > 0) {
        open.add(item.appCode);
        kept.push({ ...item, children: found });
      }
    }
    return kept;
  };
  return { items: walk(items), open };
}

/** The first entry a search found that opens a page (depth first, in the order shown): what Enter in the search box opens. */
export function firstHit(items: readonly MenuItem[]): MenuItem | undefined {
  for (const item of items) {
    const children = displayChildren(item);
    if (children.length === 0) return item;
    const hit = firstHit(children);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * What a search shows: its entries in the order shown (every group of a search's result is open),
 * the first `max` of them kept, the tree cut after them; `hidden`: how many entries were cut.
 */
export function limitShown(items: readonly MenuItem[], max: number = MENU_SEARCH_SHOWN_MAX): { items: MenuItem[]; hidden: number } {
  let shown = 0;
  let hidden = 0;
  const count = (list: readonly MenuItem[]): number => list.reduce((sum, item) => sum + 1 + count(displayChildren(item)), 0);
  const walk = (list: readonly MenuItem[]): MenuItem[] => {
    const kept: MenuItem[] = [];
    for (const item of list) {
      if (shown >= max) {
        hidden += 1 + count(displayChildren(item));
        continue;
      }
      shown += 1;
      const children = displayChildren(item);
      if (children.length === 0) {
        kept.push(item);
        continue;
      }
      const below = walk(children);
      // A group with none of its entries left would show as a page: it is cut too.
      if (below.length === 0) {
        shown -= 1;
        hidden += 1;
        continue;
      }
      kept.push({ ...item, children: below });
    }
    return kept;
  };
  return { items: walk(items), hidden };
}
