/**
 * The keep-alive frame pool as pure state transitions (the FramePoolStore drives it, the FramePool
 * component renders it). One entry per open frame tab, keyed by the tab's value. Entries keep
 * their creation order, so the rendered iframes are never reordered (moving an iframe in the
 * DOM reloads it); only `lastShown` changes when a frame is shown.
 */
export interface PoolEntry {
  /** The tab's value. */
  key: string;
  /** What the iframe loads. */
  address: string;
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
          ? { ...entry, address: frame.address, origin: frame.origin, lastShown: tick, generation: entry.generation + 1 }
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
  return { ...state, entries: state.entries.map((entry) => ({ ...entry, generation: entry.generation + 1 })) };
}

/** Keys from most to least recently shown (for diagnostics and tests). */
export function recencyOrder(state: PoolState): string[] {
  return [...state.entries].sort((a, b) => b.lastShown - a.lastShown).map((entry) => entry.key);
}
