/**
 * The menu search: which entries a typed text finds, by label in the user's language
 * (case-insensitive) or, for Chinese labels, by their pinyin initials ('cgdd' finds 采购订单).
 * A group whose label matches keeps all its entries; a group with a matching entry stays, with
 * the matching entries only, and is opened. Pure: no DOM.
 */
import { displayChildren, type MenuItem } from './menuItem';

/** The longest search text taken. */
export const MENU_QUERY_MAX = 50;

// The first character of each initial in the pinyin collation ('zh-u-co-pinyin'): a Chinese
// character's initial is the last of these that sorts before or with it. No table, no dependency.
const INITIALS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
const BOUNDARIES = ['阿', '芭', '擦', '搭', '蛾', '发', '噶', '哈', '机', '喀', '垃', '妈', '拿', '哦', '啪', '期', '然', '撒', '塌', '挖', '昔', '压', '匝'];
let collator: Intl.Collator | undefined;

function initialOf(char: string): string {
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
  return [...label].map(initialOf).join('');
}

/** The search text as it is compared: trimmed, lower case, bounded. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase().slice(0, MENU_QUERY_MAX);
}

export function labelMatches(label: string, query: string): boolean {
  const q = normaliseQuery(query);
  if (q === '') return true;
  const text = label.toLowerCase();
  if (text.includes(q)) return true;
  return /^[a-z0-9]+$/.test(q) && /[\u4e00-\u9fff]/.test(label) && pinyinInitials(label).includes(q);
}

/** The entries a search finds, with the codes of the groups to show open. */
export function filterMenu(items: readonly MenuItem[], query: string, labelOf: (item: MenuItem) => string): { items: MenuItem[]; open: Set<string> } {
  const open = new Set<string>();
  if (normaliseQuery(query) === '') return { items: [...items], open };
  const walk = (list: readonly MenuItem[]): MenuItem[] => {
    const kept: MenuItem[] = [];
    for (const item of list) {
      const children = displayChildren(item);
      if (labelMatches(labelOf(item), query)) {
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
