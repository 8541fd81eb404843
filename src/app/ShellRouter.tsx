import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory } from 'react-router-dom';
import type { TabsStore } from '../stores/tabsStore';
import { afterPaint, followAddressFirst } from '../shell/tabStrip/stripNavigation';

/**
 * react-router's HashRouter, with one difference: an address that names an open frame tab shows
 * its frame in the address change's own event and the route renders after the paint
 * (followAddressFirst). Not in a transition (react-router 7's default): a transition's render
 * starts over at every store change, so after sign-in home waited for the user's data to stop
 * arriving (~100–200 ms of an empty page), and a tab switch beside incoming answers waited too.
 */
export function ShellRouter({ tabs, children }: { tabs: TabsStore; children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () => followAddressFirst({ history, current: () => ({ action: history.action, location: history.location }), hash: () => window.location.hash, tabs, afterPaint }, setState),
    [history, tabs],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions={false}>
      {children}
    </Router>
  );
}
