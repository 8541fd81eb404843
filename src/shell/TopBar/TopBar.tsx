import { observer } from 'mobx-react-lite';
import type { TopBarItem } from '../../generated/layout';
import { useStores } from '../../stores/rootStore';
import { TopBarElement } from './TopBarElement';
import { useTopBarStyles } from './useTopBarStyles';

/** The top bar, rendered from the layout document's topBar items and their visibility rules. */
export const TopBar = observer(function TopBar() {
  const { layout, locale, visibility, navigation } = useStores();
  const styles = useTopBarStyles();
  const items = layout.sorted<TopBarItem>(layout.document.topBar).filter(([, item]) => visibility.isVisible(item.visibleWhen));
  const start = items.filter(([, item]) => item.area === 'start');
  const end = items.filter(([, item]) => item.area !== 'start');
  return (
    <header className={styles.bar} data-testid="top-bar">
      {start.map(([id, item]) => (
        <TopBarElement key={id} id={id} item={item} />
      ))}
      <button type="button" className={styles.brand} onClick={() => navigation.navigate(layout.document.app.homeTab.path)} aria-label={layout.document.app.siteTitle}>
        <img className={styles.logo} src="favicon.svg" alt="" />
        <span className={styles.title} data-testid="site-title">
          {layout.document.app.siteTitle}
        </span>
      </button>
      <span className={styles.spacer} />
      {end.map(([id, item]) => (
        <TopBarElement key={id} id={id} item={item} />
      ))}
      <span hidden>{locale.language}</span>
    </header>
  );
});
