import { action, computed, makeObservable, observable, reaction } from 'mobx';
import * as rules from '../core/tabs/tabRules';
import type { Tab } from '../core/tabs/tabRules';
import type { TypedStorage } from '../core/storage';
import type { LayoutStore } from './LayoutStore';

/** The tab strip: one tab per page, replacement groups, kept in session storage (seed 000 §2). */
export class TabsStore {
  tabs: Tab[];
  activeValue: string | undefined = undefined;

  constructor(
    private readonly layout: LayoutStore,
    private readonly session: TypedStorage,
  ) {
    this.tabs = rules.parseStoredTabs(session.get('tags'));
    makeObservable(this, {
      tabs: observable.ref,
      activeValue: observable,
      homeValue: computed,
      groups: computed,
      activeTab: computed,
      visit: action,
      close: action,
      closeOthers: action,
      closeAll: action,
      ensureHome: action,
    });
    reaction(
      () => this.tabs,
      (tabs) => session.set('tags', tabs),
    );
    this.ensureHome();
  }

  get homeValue(): string {
    return this.layout.document.app.homeTab.path;
  }

  get groups(): rules.TabGroupRule[] {
    return this.layout.sorted(this.layout.document.tabGroups).map(([id, group]) => ({ id, pathPrefix: group.pathPrefix, srcContains: group.srcContains }));
  }

  get activeTab(): Tab | undefined {
    return this.tabs.find((tab) => tab.value === this.activeValue);
  }

  /** The home tab is always there (seed: it cannot be closed). */
  ensureHome(): void {
    const homeTab = this.layout.document.app.homeTab;
    if (!this.tabs.some((tab) => tab.value === homeTab.path)) {
      const label = typeof homeTab.label === 'string' ? homeTab.label : (homeTab.label.zh_cn ?? Object.values(homeTab.label)[0] ?? '');
      this.tabs = rules.openTab(this.tabs, { label, value: homeTab.path, path: homeTab.path, query: {} }, homeTab.path);
    }
  }

  /** Adds (or updates) the tab of a visited page and makes it active. `label` is an i18n key or text. */
  visit(page: { path: string; query: Record<string, string>; label: string }): Tab {
    const value = rules.tabValueOf(page.path, page.query);
    const group = rules.tabGroupOf(page.path, page.query, this.groups);
    this.tabs = rules.openTab(this.tabs, { label: page.label, value, path: page.path, query: page.query, group }, this.homeValue);
    this.activeValue = value;
    return this.tabs.find((tab) => tab.value === value)!;
  }

  /** Closes a tab; returns the tab to show next when the closed one was active. */
  close(value: string): Tab | undefined {
    const next = value === this.activeValue ? rules.neighbourAfterClose(this.tabs, value) : undefined;
    this.tabs = rules.closeTab(this.tabs, value, this.homeValue);
    return next;
  }

  closeOthers(value = this.activeValue ?? this.homeValue): void {
    this.tabs = rules.closeOthers(this.tabs, value, this.homeValue);
  }

  closeAll(): Tab | undefined {
    this.tabs = rules.closeAll(this.tabs, this.homeValue);
    return this.tabs[0];
  }
}
