/**
 * The keep-alive frame pool as pure state transitions (the FramePoolStore drives it, the FramePool
 * component renders it). One entry per open frame tab, keyed by the tab's value. Entries keep
 * their creation order, so the rendered iframes are never reordered (moving an iframe in the
 * DOM reloads it); only `lastShown` changes when a frame is shown.
 */
export interface PoolEntry {
  /** The tab's value. */
  key: string;
  /** The address the frame shows (its tab's); it moves with the frame's own hash route (routeChange). */
  address: string;
  /**
   * What the iframe element was created with (its src attribute): a frame that moved itself keeps
   * it, so that following the frame never navigates it again. Absent: `address`.
   */
  src?: string;
  /** The element's identity (React key): the first key, kept when the frame follows its route. */
  slot?: string;
  /** Where messages to the frame are posted. */
  origin: string;
  /** Tick of the last time the frame was shown (least recently used is evicted first). */
  lastShown: number;
  /** Bumped on a reload: a new iframe element replaces the old one in the same place. */
  generation: number;
}

export interface PoolState {
  entries: readonly PoolEntry[];
  tick: number;
}

export const emptyPool: PoolState = { entries: [], tick: 0 };

export interface ShowResult {
  state: PoolState;
  /** A new iframe was created for the key (first time, or after eviction). */
  created: boolean;
  /** The address of an existing frame changed: it is re-created with the new address. */
  reloaded: boolean;
  /** Keys whose frames were dropped to stay within the limit. */
  evicted: string[];
}

/**
 * Shows the frame of `frame.key`, creating it when absent, and evicts the least recently shown
 * frames beyond `limit` (never the one shown). A created frame loads at once.
 */
export function showFrame(
  state: PoolState,
  frame: { key: string; address: string; origin: string },
  options: { limit: number },
): ShowResult {
  const tick = state.tick + 1;
  const existing = state.entries.find((entry) => entry.key === frame.key);
  let entries: PoolEntry[];
  let created = false;
  let reloaded = false;
  if (existing) {
    reloaded = existing.address !== frame.address;
    entries = state.entries.map((entry) =>
      entry.key !== frame.key
        ? entry
        : reloaded
          ? { ...entry, address: frame.address, src: frame.address, origin: frame.origin, lastShown: tick, generation: entry.generation + 1 }
          : { ...entry, lastShown: tick },
    );
  } else {
    created = true;
    entries = [...state.entries, { key: frame.key, address: frame.address, origin: frame.origin, lastShown: tick, generation: 0 }];
  }
  const evicted: string[] = [];
  const limit = Math.max(1, Math.floor(options.limit));
  while (entries.length > limit) {
    let victim: PoolEntry | undefined;
    for (const entry of entries) if (entry.key !== frame.key && (!victim || entry.lastShown < victim.lastShown)) victim = entry;
    if (!victim) break;
    evicted.push(victim.key);
    const drop = victim;
    entries = entries.filter((entry) => entry !== drop);
  }
  return { state: { entries, tick }, created, reloaded, evicted };
}

/** Drops the frames of tabs that are no longer open. */
export function retainFrames(state: PoolState, openKeys: ReadonlySet<string>): { state: PoolState; removed: string[] } {
  const removed = state.entries.filter((entry) => !openKeys.has(entry.key)).map((entry) => entry.key);
  if (removed.length === 0) return { state, removed };
  return { state: { ...state, entries: state.entries.filter((entry) => openKeys.has(entry.key)) }, removed };
}

/** Re-creates every frame (a language change reloads frames). */
export function reloadAll(state: PoolState): PoolState {
  return { ...state, entries: state.entries.map((entry) => ({ ...entry, src: entry.address, generation: entry.generation + 1 })) };
}

/**
 * Re-creates the frame of one key (a retry after it failed): a new element in the same place, at the
 * tab's address; the other frames are untouched. Unchanged when the key has no frame.
 */
export function reloadOne(state: PoolState, key: string): PoolState {
  if (!state.entries.some((entry) => entry.key === key)) return state;
  return { ...state, entries: state.entries.map((entry) => (entry.key === key ? { ...entry, src: entry.address, generation: entry.generation + 1 } : entry)) };
}

/**
 * A frame moved itself (its hash route changed): its entry takes the new key and address, keeping
 * its element (slot and src), so nothing reloads. Unchanged when `from` has no frame or `to` has one.
 */
export function followFrame(state: PoolState, from: string, to: string, address: string): PoolState {
  if (from === to || !state.entries.some((entry) => entry.key === from) || state.entries.some((entry) => entry.key === to)) return state;
  return {
    ...state,
    entries: state.entries.map((entry) => (entry.key === from ? { ...entry, key: to, address, src: entry.src ?? entry.address, slot: entry.slot ?? entry.key } : entry)),
  };
}

/**
 * The address a frame shows after its hash route changed to `route`: its address with that hash
 * ('/subapps/rfq/#/v2/detail?id=1' + '/v2/list' → '/subapps/rfq/#/v2/list'). The part before the
 * hash (origin, path, query) never changes.
 */
export function addressWithRoute(address: string, route: string): string {
  const hash = address.indexOf('#');
  return `${hash < 0 ? address : address.slice(0, hash)}#${route}`;
}

/** Keys from most to least recently shown (for diagnostics and tests). */
export function recencyOrder(state: PoolState): string[] {
  return [...state.entries].sort((a, b) => b.lastShown - a.lastShown).map((entry) => entry.key);
}
