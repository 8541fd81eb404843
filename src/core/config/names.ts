import { editDistance } from './validate';

/**
 * The name of `known` the given one is most likely a typo of (close in edit distance), else undefined.
 * `per` characters of the candidate allow one edit (4 for names; longer texts such as paths use more).
 */
export function closestName(name: string, known: readonly string[], per = 4): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance > 0 && bestDistance <= Math.max(1, Math.floor(best.length / per)) ? best : undefined;
}
