import type { MenuItem } from '../core/menu/menuItem';
import type { RootStore } from '../stores/rootStore';

/**
 * Opens a menu leaf (side menu or top menu): its route, or a warning when its address is refused
 * (not http(s) or relative, or a foreign origin not allowed). On a small screen the side menu folds.
 */
export function openMenuItem(root: Pick<RootStore, 'menu' | 'ui' | 'display' | 'locale' | 'navigation'>, item: MenuItem, label: string): void {
  const target = root.menu.targetOf(item);
  if (!target) {
    console.warn(`[menu] ${item.appCode}: address not opened (not http(s)/relative, or origin not allowed)`, item.appUrl);
    root.ui.notify('warning', root.locale.intl.formatMessage({ id: 'i18n_menu_refused' }, { label }));
    return;
  }
  if (window.innerWidth < 992) root.display.foldForSmallScreen();
  root.navigation.navigate(target.path, target.query);
}
