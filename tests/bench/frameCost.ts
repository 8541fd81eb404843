/** Pure arithmetic of the frame benches (tabs, soak): the cost per kept frame, growth in per cent. */

/** A figure of the renderer (JS heap bytes, DOM nodes, listeners) with `liveFrames` frames kept. */
export interface CostPoint {
  liveFrames: number;
  jsHeapUsed: number;
  nodes: number;
  listeners: number;
}

export interface PerFrameCost {
  /** From 0 to this many live frames. */
  liveFrames: number;
  jsHeapKiBPerFrame: number;
  nodesPerFrame: number;
  listenersPerFrame: number;
}

/**
 * The cost of one kept frame at each measured count: the growth from the point with 0 frames,
 * divided by the frames added (KiB to one decimal, nodes and listeners whole).
 */
export function perFrameCost(points: readonly CostPoint[]): PerFrameCost[] {
  const zero = points.find((point) => point.liveFrames === 0);
  if (!zero) throw new Error('perFrameCost needs the figures with 0 live frames');
  return points
    .filter((point) => point.liveFrames > 0)
    .map((point) => ({
      liveFrames: point.liveFrames,
      jsHeapKiBPerFrame: Math.round(((point.jsHeapUsed - zero.jsHeapUsed) / point.liveFrames / 1024) * 10) / 10,
      nodesPerFrame: Math.round((point.nodes - zero.nodes) / point.liveFrames),
      listenersPerFrame: Math.round((point.listeners - zero.listeners) / point.liveFrames),
    }));
}

/** How much `to` grew over `from`, in per cent to one decimal (negative when it shrank). */
export function growthPercent(from: number, to: number): number {
  if (!(from > 0)) throw new Error(`growth from ${from} is undefined`);
  return Math.round(((to - from) / from) * 1000) / 10;
}
