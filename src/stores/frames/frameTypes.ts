// The frame pool's vocabulary (shared with the bridge and the flow dialog) and the two readings of
// the layout it makes: the frames settings and what the active tab shows.
import { isNonCachedAddress, type FrameVerdict } from '../../core/frames/frameAddress';
import type { LayoutStore } from '../layout/layoutStore';

/** What the active tab shows in the frame area. */
export type ActiveFrame =
  | { kind: 'none' }
  | { kind: 'missing'; key: string }
  | { kind: 'refused'; key: string; address: string }
  | { kind: 'pool' | 'nonCached'; key: string; address: string; origin: string };

/** The separate frame of a non-cached app: exists only while its tab is active. */
export interface NonCachedFrame {
  key: string;
  address: string;
  origin: string;
  generation: number;
}

/** The real clock's timer (setTimeout); returns the function that cancels it. */
export function scheduleTimeout(fn: () => void, ms: number): () => void {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
}

/** Told about refused addresses and messages (by default a console warning). */
export type RefusalReporter = (what: string, detail: unknown) => void;

export const warnRefused: RefusalReporter = (what, detail) => console.warn(`[bridge] ${what}`, detail);

/**
 * Delay between a language change (which the bridge announces to the frames at once) and reloading
 * the frames, so that a sub-app can see the announcement before its document goes.
 */
export const LANGUAGE_RELOAD_DELAY_MS = 50;

/** The frames part of the layout document in force. */
export interface FramesConfig {
  poolLimit: number;
  initDelayMs: number;
  /** How long a new frame element may take to fire `load` before its tab shows an error with a retry. */
  loadTimeoutMs: number;
  nonCached: string[];
  flowDiagramUrl: string | undefined;
}

export function framesConfig(layout: LayoutStore): FramesConfig {
  const frames = layout.document.frames;
  return {
    poolLimit: frames.poolLimit,
    initDelayMs: frames.initDelayMs,
    loadTimeoutMs: frames.loadTimeoutMs,
    nonCached: layout.sorted(frames.nonCachedApps).map(([, app]) => app.srcContains),
    flowDiagramUrl: frames.flowDiagramUrl,
  };
}

/** What a frame tab (`key`) shows, from the verdict on its address. */
export function activeFrameOf(key: string, verdict: FrameVerdict, nonCachedApps: readonly string[]): ActiveFrame {
  if (!verdict.ok) return verdict.reason === 'missing' ? { kind: 'missing', key } : { kind: 'refused', key, address: verdict.address ?? '' };
  const { address, origin } = verdict.target;
  return { kind: isNonCachedAddress(address, nonCachedApps) ? 'nonCached' : 'pool', key, address, origin };
}
