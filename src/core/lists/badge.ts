/** The largest count a top-bar badge shows as a number; above it the badge says `99+`. */
export const BADGE_MAX = 99;

/** What a count badge shows: nothing for none, the number up to 99, `99+` above (the accessible label keeps the real number). */
export function badgeText(count: number | undefined, max = BADGE_MAX): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  return count > max ? `${max}+` : String(Math.trunc(count));
}
