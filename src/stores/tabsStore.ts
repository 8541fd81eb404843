import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { auditTabLabel } from '../core/audit/auditLink';
import * as rules from '../core/tabs/tabRules';
import type { StartPlan, Tab } from '../core/tabs/tabRules';
import { anyValue, type TypedStorage } from '../core/storage';
import type { LayoutStore } from './layout/layoutStore';
import type { LocalizedText } from '../generated/layout';

/** What a navigation of the shell leaves in its history entry. */
export interface NavigationIntent {
  tabIntent: number;
  pageLoad: string;
}

/** What the tabs store is made from. */
export interface TabsStoreDeps {
  layout: LayoutStore;
  /** This tab's session storage: the open tabs survive a reload. */
  tabStorage: TypedStorage;
}

/**
 * The tab strip: one tab per page, replacement groups (a page of a group takes the place of the
 * group's open tab), the pinned home tab, kept in session storage so that the tabs survive a reload.
 */
export class TabsStore {
  readonly scope = 'user' as const;
  tabs: Tab[];
  activeValue: string | undefined = undefined;
  /** Whether the home tab is kept open (not when the shell was started for an audit resource). */
  homePinned = true;
  /**
   * Orders navigation requests and tab closes in this page load. A navigation carries the number
   * it was requested at; a tab closed after that number is not re-opened when the router (which
   * may commit a navigation late, in a transition) finally arrives at its page.
   */
  private intentCounter = 0;
  private readonly pageLoad = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  private readonly closedAtIntent = new Map<string, number>();
  /** The home the pinned tab was opened for: when the home moves (another station signed in), that tab goes. */
  private pinnedHome: string | undefined = undefined;
  /** When each tab was last shown in this page load (a counter): the open-tab limit closes the oldest. */
  private readonly shownAt = new Map<string, number>();
  private shownCounter = 0;
  /** Tabs the open-tab limit closed, waiting for the notice that names them (takeLimitClosed). */
  private limitClosed: Tab[] = [];
  /**
   * The open frame tab an address change made active before the router followed (followAddress),
   * with the activation's number: the router's late visit to it is no second activation.
   */
  private followed: { value: string; shown: number } | undefined = undefined;

  constructor(private readonly deps: TabsStoreDeps) {
    const { tabStorage } = deps;
    this.tabs = rules.parseStoredTabs(tabStorage.get('tags', anyValue));
    makeObservable(this, {
      tabs: observable.ref,
      activeValue: observable,
      homePinned: observable,
      homeValue: computed,
      groups: computed,
      activeTab: computed,
      hasActiveTab: computed,
      visit: action,
      activate: action,
      followAddress: action,
      follow: action,
      close: action,
      closeOthers: action,
      closeAll: action,
      ensureHome: action,
      start: action,
      takeLimitClosed: action,
    });
    reaction(
      () => this.tabs,
      (tabs) => tabStorage.set('tags', tabs),
    );
    // A user of another station signed in: the Home tab follows to that station's home.
    reaction(
      () => this.homeValue,
      () => this.ensureHome(),
    );
  }

  /** The Home tab's page: the user's home (by station, `homeTab.byStation`). */
  get homeValue(): string {
    return this.deps.layout.homePath;
  }

  /**
   * What a tab's label says, to be resolved in the user's language (LocaleStore.text): the Home
   * tab with a per-language app.homeTab.label keeps that object (its stored label is only the
   * Chinese fallback), so it follows the language; so does an approval document's tab whose link
   * label has both languages (auditTabLabel); every other label as stored. The tab of a group that
   * names its tab (tabGroups.<id>.namesTab) says the group's label, whichever page it shows.
   */
  displayLabel(tab: Tab): LocalizedText {
    const groupLabel = this.groupLabel(tab);
    if (groupLabel !== undefined) return groupLabel;
    const auditLabel = auditTabLabel(this.deps.layout.document.auditLinks, tab.path, tab.query.src);
    if (auditLabel) return auditLabel;
    const homeLabel = this.deps.layout.document.app.homeTab.label;
    return tab.value === this.pinnedHome && typeof homeLabel !== 'string' && !tab.label.startsWith('i18n_') ? homeLabel : tab.label;
  }

  /** The Home tab's name: the default home route's label (e.g. i18n_route_home), else `fallback`. */
  private homeLabel(fallback: string): string {
    const defaultHome = this.deps.layout.document.app.homeTab.path;
    const route = Object.values(this.deps.layout.document.routes).find((entry) => entry?.path === defaultHome);
    return typeof route?.label === 'string' ? route.label : fallback;
  }

  /** The label of the tab's group when that group names its tab, else undefined (the browser title follows it too). */
  groupLabel(tab: Tab): LocalizedText | undefined {
    const group = tab.group !== undefined ? this.deps.layout.document.tabGroups[tab.group] : undefined;
    return group?.namesTab === true ? group.label : undefined;
  }

  get groups(): rules.TabGroupRule[] {
    return this.deps.layout.sorted(this.deps.layout.document.tabGroups).map(([id, group]) => ({ id, pathPrefix: group.pathPrefix, srcContains: group.srcContains }));
  }

  /** The tabs the open-tab limit closed since the last call (for the notice that names them). */
  takeLimitClosed(): Tab[] {
    const closed = this.limitClosed;
    this.limitClosed = [];
    return closed;
  }

  /** Keeps at most app.maxOpenTabs open once `opening` is: the least recently shown closable tabs go, as if closed. */
  private applyLimit(opening: string): void {
    const over = rules.tabsOverLimit(this.tabs, this.deps.layout.document.app.maxOpenTabs, { homeValue: this.homeValue, opening }, this.shownAt);
    if (over.length === 0) return;
    this.limitClosed = [...this.limitClosed, ...this.tabs.filter((tab) => over.includes(tab.value))];
    this.replaceClosing(this.tabs.filter((tab) => !over.includes(tab.value)));
  }

  get activeTab(): Tab | undefined {
    return this.tabs.find((tab) => tab.value === this.activeValue);
  }

  /** Whether one of the open tabs is the active one (changes far less often than which one). */
  get hasActiveTab(): boolean {
    return this.activeTab !== undefined;
  }

  /**
   * Applies the start rules: an entry address without parameters clears the stored tabs; the home
   * tab opens unless the query says the resource is an audit (an approval link).
   */
  start(plan: StartPlan): void {
    if (plan.clearTabs) this.tabs = [];
    // An audit entry (a link to an approval) shows the approval without opening the home tab;
    // tabs restored from this browser tab's session stay as they were.
    this.homePinned = plan.openHome;
    this.ensureHome();
  }

  /** The home tab is always there while pinned: it cannot be closed. */
  ensureHome(): void {
    if (!this.homePinned) return;
    const homeTab = this.deps.layout.document.app.homeTab;
    const home = this.homeValue;
    const previous = this.pinnedHome;
    this.pinnedHome = home;
    // The home moved (the buyer home pinned before a supplier signed in): the old Home tab goes.
    let tabs = previous !== undefined && previous !== home ? this.tabs.filter((tab) => tab.value !== previous) : this.tabs;
    if (!tabs.some((tab) => tab.value === home)) {
      const label = typeof homeTab.label === 'string' ? homeTab.label : (homeTab.label.zh_cn ?? Object.values(homeTab.label)[0] ?? '');
      tabs = rules.openTab(tabs, { label, value: home, path: home, query: {}, frame: false }, home);
    }
    if (tabs !== this.tabs) this.tabs = tabs;
  }

  /**
   * Adds (or updates) the tab of a visited page and makes it active. `label` is an i18n key or
   * text; `frame` says the page is an embedded frame (identified by its address).
   */
  visit(visited: { path: string; query: Record<string, string>; label: string; frame?: boolean; intent?: number }): Tab | undefined {
    const frame = visited.frame ?? rules.isFrameRoutePath(visited.path);
    const value = rules.tabValueOf(visited.path, visited.query, frame);
    // The Home tab keeps the home's name whichever station's home it shows (a supplier's too).
    const page = value === this.homeValue ? { ...visited, label: this.homeLabel(visited.label) } : visited;
    // The user closed this tab after asking to go to it: the navigation that follows the close
    // (to the neighbouring tab) is on its way; do not bring the closed tab back.
    if (page.intent !== undefined && (this.closedAtIntent.get(value) ?? -1) > page.intent) return undefined;
    // The router arrives at an address whose frame tab was shown at once (followAddress): when
    // another tab has been shown since (a click in between), that late arrival does not take it back.
    const followed = this.followed;
    if (followed?.value === value) {
      this.followed = undefined;
      if (page.intent === undefined && followed.shown !== this.shownCounter) return undefined;
    }
    const group = rules.tabGroupOf(page.path, page.query, this.groups);
    const current = this.tabs.find((tab) => tab.value === value);
    const unchanged =
      current !== undefined &&
      current.label === page.label &&
      current.path === page.path &&
      current.group === group &&
      (current.frame ?? false) === frame &&
      sameQuery(current.query, page.query);
    // Re-visiting the same page keeps the array (and so the frames and the stored copy) as it is.
    if (!unchanged) this.tabs = rules.openTab(this.tabs, { label: page.label, value, path: page.path, query: page.query, group, frame }, this.homeValue);
    this.ensureHome();
    this.applyLimit(value);
    this.activeValue = value;
    this.shownAt.set(value, ++this.shownCounter);
    return this.tabs.find((tab) => tab.value === value)!;
  }

  /**
   * A frame tab's page moved (the sub-app's own navigation): the tab takes the new address as its
   * value and `src`, the label when one is given, and the group of the new address, in its place.
   * Answers the tab, or undefined when there is no such tab or another tab shows that address.
   */
  follow(value: string, src: string, label: string | undefined): Tab | undefined {
    const index = this.tabs.findIndex((tab) => tab.value === value);
    const current = this.tabs[index];
    if (!current?.frame || (src !== value && this.tabs.some((tab) => tab.value === src))) return undefined;
    // The old page's extra parameters (appended to its address by the frame host) were its own:
    // the new address is whole.
    const query: Record<string, string> = { src };
    const name = label ?? current.query.name;
    if (name !== undefined) query.name = name;
    const next: Tab = { ...current, value: src, label: label ?? current.label, query, group: rules.tabGroupOf(current.path, query, this.groups) };
    if (next.group === undefined) delete next.group;
    const tabs = [...this.tabs];
    tabs[index] = next;
    this.tabs = tabs;
    if (this.activeValue === value) this.activeValue = src;
    // The address it left is closed as of now: a navigation to it requested before (the router commits
    // late) must not open it again as a tab of its own (a sub-app changing its route twice in a row did).
    if (src !== value) this.closedAtIntent.set(value, ++this.intentCounter);
    const shown = this.shownAt.get(value);
    if (shown !== undefined) this.shownAt.set(src, shown);
    return next;
  }

  /** Makes an open tab active at once (before the router follows), e.g. on a click in the strip. */
  activate(value: string): Tab | undefined {
    const tab = this.tabs.find((t) => t.value === value);
    if (tab) {
      this.activeValue = value;
      this.shownAt.set(value, ++this.shownCounter);
    }
    return tab;
  }

  /**
   * The address changed (Back, Forward, a link, a typed address, `location.hash = …`): when its hash
   * names an open frame tab, that tab is made active now, in the address change's own event, as a
   * click on the strip does; the router follows after the paint (src/app/ShellRouter.tsx) and its
   * visit (RouteHost) finds the tab shown. Answers whether the address was such a tab.
   */
  followAddress(hash: string): boolean {
    const value = rules.openFrameTabOfHash(hash, this.tabs);
    if (value === undefined) return false;
    this.activate(value);
    this.followed = { value, shown: this.shownCounter };
    return true;
  }

  /** The history state of a navigation requested now: its number, for `visit` (see `intentCounter`). */
  navigationState(): NavigationIntent {
    return { tabIntent: ++this.intentCounter, pageLoad: this.pageLoad };
  }

  /** The request number a history entry carries, when it was made in this page load (not one kept by a reload). */
  intentOf(state: unknown): number | undefined {
    if (typeof state !== 'object' || state === null) return undefined;
    const { tabIntent, pageLoad } = state as Partial<NavigationIntent>;
    return typeof tabIntent === 'number' && pageLoad === this.pageLoad ? tabIntent : undefined;
  }

  /** Closes a tab; returns the tab to show next when the closed one was active. */
  close(value: string): Tab | undefined {
    const next = value === this.activeValue ? rules.neighbourAfterClose(this.tabs, value) : undefined;
    const before = this.tabs.length;
    this.replaceClosing(rules.closeTab(this.tabs, value, this.homeValue));
    return this.tabs.length < before ? next : undefined;
  }

  /** Keeps the home tab and the given one (by default the active one). Returns the tab to show. */
  closeOthers(value = this.activeValue ?? this.homeValue): Tab | undefined {
    this.replaceClosing(rules.closeOthers(this.tabs, value, this.homeValue));
    return this.tabs.find((tab) => tab.value === value) ?? this.tabs[0];
  }

  /** The user's tabs go (the session ended): only the home tab stays. */
  clear(): void {
    this.closeAll();
  }

  /** Keeps only the home tab; returns it. */
  closeAll(): Tab | undefined {
    this.homePinned = true;
    this.replaceClosing(rules.closeAll(this.tabs, this.homeValue));
    this.ensureHome();
    return this.tabs[0];
  }

  /** Sets the tabs left after a close, noting when each removed tab was closed. */
  private replaceClosing(remaining: Tab[]): void {
    const kept = new Set(remaining.map((tab) => tab.value));
    const closedAt = ++this.intentCounter;
    for (const tab of this.tabs) {
      if (kept.has(tab.value)) continue;
      this.closedAtIntent.set(tab.value, closedAt);
      this.shownAt.delete(tab.value);
    }
    this.tabs = remaining;
  }
}

function sameQuery(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
