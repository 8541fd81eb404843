// A burst of pushes must not flood the screen: a few notifications are visible, the rest are
// summarised in one ("and 37 more"). Pure state transitions; the store keeps the state.

export const DEFAULT_TOAST_LIMIT = 3;
const MAX_TOAST_LIMIT = 10;

export interface ToastSlots {
  /** Keys of the notifications on screen, oldest first (at most the limit). */
  visible: readonly string[];
  /** How many arrived beyond the limit since the summary was last dismissed. */
  more: number;
}

export const EMPTY_SLOTS: ToastSlots = { visible: [], more: 0 };

export function toastLimit(configured: number | undefined): number {
  if (configured === undefined || !Number.isFinite(configured)) return DEFAULT_TOAST_LIMIT;
  return Math.min(MAX_TOAST_LIMIT, Math.max(1, Math.floor(configured)));
}

export interface Admission {
  slots: ToastSlots;
  /** The keys to show now, in arrival order. */
  show: string[];
}

/**
 * Admits arriving notifications (in arrival order) and `extra` more that have no key of their own
 * (counted only, e.g. beyond the unread list a re-read gave): free slots show, the rest count.
 * While a summary is on screen, later arrivals join it, so the order on screen stays the order of
 * arrival.
 */
export function admit(slots: ToastSlots, keys: readonly string[], limit: number, extra = 0): Admission {
  const free = slots.more > 0 ? 0 : Math.max(0, limit - slots.visible.length);
  const show = keys.slice(0, free);
  const counted = keys.length - show.length + Math.max(0, Math.floor(extra));
  return { slots: { visible: [...slots.visible, ...show], more: slots.more + counted }, show };
}

/** A notification left the screen (timed out or closed): its slot is free again. */
export function release(slots: ToastSlots, key: string): ToastSlots {
  return slots.visible.includes(key) ? { visible: slots.visible.filter((visible) => visible !== key), more: slots.more } : slots;
}

/** The summary left the screen: what it counted has been told. */
export function releaseSummary(slots: ToastSlots): ToastSlots {
  return { visible: slots.visible, more: 0 };
}
