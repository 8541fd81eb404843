/**
 * Which page is a user's home: the layout's home tab names a default path and, per station, the
 * path of that station's home (a supplier, station `sale`, works from the supplier home). The page
 * guard's home redirect, the pinned Home tab, the logo link and the page after sign-in all ask here.
 */
export interface HomeTabRule {
  path: string;
  byStation?: Readonly<Record<string, string>>;
}

/** The home path of a user of `station` (undefined: nobody signed in, or no station): its own, else the default. */
export function homePathOf(homeTab: HomeTabRule, station: string | undefined): string {
  if (station === undefined || !homeTab.byStation || !Object.hasOwn(homeTab.byStation, station)) return homeTab.path;
  return homeTab.byStation[station] || homeTab.path;
}

/** Whether `hash` (a location hash such as `#/portal/wel/index?x=1`) shows the page at `path`. */
export function hashShowsPath(hash: string, path: string): boolean {
  return hash === `#${path}` || hash.startsWith(`#${path}?`);
}
