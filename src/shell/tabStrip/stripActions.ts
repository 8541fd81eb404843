// What the tab strip does with a tab, as one object per strip (so that the tab items keep their
// props): open, close (one, the others, all) and the keyboard of the tabs pattern. The address
// follows through StripNavigation: a frame tab shows at once and the router moves after the paint.
import type { KeyboardEvent } from 'react';
import { tabStripKeyAction, type Tab } from '../../core/tabs/tabRules';
import type { TabsStore } from '../../stores/tabsStore';
import type { StripNavigation } from './stripNavigation';

export interface StripActions {
  open(tab: Tab): void;
  close(tab: Tab): void;
  closeOthers(): void;
  closeAll(): void;
  keyDown(tab: Tab, event: Pick<KeyboardEvent<HTMLElement>, 'key' | 'target' | 'currentTarget' | 'preventDefault'>): void;
}

/** What the actions need of the tabs store. */
export type StripTabs = Pick<TabsStore, 'tabs' | 'activeValue' | 'activate' | 'close' | 'closeOthers' | 'closeAll'>;

/** The actions of one strip; `focusTab` moves the keyboard focus to a tab of the strip. */
export function stripActions(tabs: StripTabs, moves: Pick<StripNavigation, 'go' | 'flush'>, focusTab: (value: string) => void): StripActions {
  const open = (tab: Tab) => {
    tabs.activate(tab.value);
    moves.go(tab, { afterPaint: tab.frame === true });
  };
  return {
    open,
    close: (tab) => {
      // The move to the tab being closed goes first: its late arrival must find the tab closed.
      moves.flush();
      const next = tabs.close(tab.value);
      if (next) open(next);
    },
    closeOthers: () => {
      moves.flush();
      const keep = tabs.closeOthers();
      if (keep && keep.value !== tabs.activeValue) open(keep);
    },
    closeAll: () => {
      moves.flush();
      const home = tabs.closeAll();
      if (home) open(home);
    },
    keyDown: (tab, event) => {
      if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
        event.preventDefault();
        open(tab);
        return;
      }
      const action = tabStripKeyAction(tabs.tabs, tab.value, event.key);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'select') {
        const target = tabs.tabs.find((t) => t.value === action.value);
        if (target) open(target);
        focusTab(action.value);
        return;
      }
      moves.flush();
      const wasActive = tabs.activeValue === action.value;
      tabs.close(action.value);
      const next = action.next !== undefined ? tabs.tabs.find((t) => t.value === action.next) : undefined;
      if (next) {
        if (wasActive) open(next);
        focusTab(next.value);
      }
    },
  };
}
