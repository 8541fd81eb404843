import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Popover, PopoverSurface, PopoverTrigger, Tooltip } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import type { TopBarItem } from '../../generated/layout';
import { useStores } from '../../stores/rootStore';
import { labelTooltip } from '../labelTooltip';
import { TopBarElement } from './TopBarElement';
import { useTopBarStyles } from './useTopBarStyles';
import { useIntl } from 'react-intl';
import { brandImageUrl } from '../../core/branding/logo';
import { useSizedLogo } from '../../plugin-api/useSizedLogo';

/** The highest a logo may be in the 52 px bar. */
const TOP_BAR_LOGO_HEIGHT = 40;

/**
 * The top bar's logo: the layout's app.branding.logo sized by the seed's rule (loginPage.logo) and
 * scaled down to fit the bar, the default logo when it fails to load, the shell's mark without one.
 */
const BrandLogo = observer(function BrandLogo({ className }: { className: string }) {
  const { layout, account } = useStores();
  const source = brandImageUrl(layout.document.app.branding?.logo, account.fileServiceUrl);
  const logo = useSizedLogo(source, layout.document.loginPage.logo, TOP_BAR_LOGO_HEIGHT);
  if (!source) return <img className={className} src="favicon.svg" alt="" />;
  return <img src={logo.src} width={logo.width} height={logo.height} alt="" data-testid="topbar-logo" data-fallback={logo.failed || undefined} style={{ objectFit: 'contain', flexShrink: 0 }} />;
});
import { topBarEntryShown } from '../../core/theme/displayChoices';
import { TopMenu } from '../TopMenu';

/** Below this width the items of the bar's end fold into one menu (at 390 px they would overlap). */
export const NARROW_TOP_BAR_QUERY = '(max-width: 599.98px)';

/** Whether the window is narrower than the top bar's items need. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_TOP_BAR_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW_TOP_BAR_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/**
 * Whether the bar's items do not fit (a tablet in English with every entry shown): then they fold
 * as on a narrow screen, until the bar is as wide as they needed. `itemsKey` names the items shown:
 * when they change, the bar is measured again unfolded.
 */
function useCrowdedBar(bar: RefObject<HTMLElement | null>, itemsKey: string): boolean {
  const [folded, setFolded] = useState<{ key: string; width: number } | undefined>(undefined);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () =>
      setFolded((current) => {
        if (current?.key === itemsKey) return element.clientWidth >= current.width ? undefined : current;
        return element.scrollWidth > element.clientWidth + 1 ? { key: itemsKey, width: element.scrollWidth } : undefined;
      });
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar, itemsKey]);
  return folded?.key === itemsKey;
}

/**
 * The top bar, rendered from the layout document's topBar items and their visibility rules. On a
 * narrow screen the items of the end fold into a panel behind one button.
 */
export const TopBar = observer(function TopBar() {
  const { layout, locale, visibility, navigation, display } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const items = layout.sorted<TopBarItem>(layout.document.topBar).filter(([, item]) => visibility.isVisible(item.visibleWhen) && topBarEntryShown(item.kind, { ...display.choices, topMenu: display.menuOnTop }));
  const barRef = useRef<HTMLElement>(null);
  const crowded = useCrowdedBar(barRef, `${items.map(([id]) => id).join()}|${locale.language}|${display.menuOnTop}`);
  const narrow = useNarrowScreen() || crowded;
  const start = items.filter(([, item]) => item.area === 'start');
  const end = items.filter(([, item]) => item.area !== 'start');
  const endItems = end.map(([id, item]) => <TopBarElement key={id} id={id} item={item} />);
  const more = intl.formatMessage({ id: 'i18n_topbar_more' });
  return (
    <header ref={barRef} className={styles.bar} data-testid="top-bar" data-narrow={narrow || undefined}>
      {start.map(([id, item]) => (
        <TopBarElement key={id} id={id} item={item} />
      ))}
      <button type="button" className={styles.brand} onClick={() => navigation.navigate(layout.homePath)} aria-label={layout.document.app.siteTitle} data-testid="brand">
        <BrandLogo className={styles.logo} />
        <span className={styles.title} data-testid="site-title">
          {layout.document.app.siteTitle}
        </span>
      </button>
      {display.menuOnTop ? <TopMenu /> : <span className={styles.spacer} />}
      {narrow && endItems.length > 0 ? (
        <Popover positioning="below-end">
          <PopoverTrigger disableButtonEnhancement>
            <Tooltip content={labelTooltip(more)} relationship="label">
              <Button appearance="transparent" className={styles.item} icon={<MoreHorizontal20Regular />} data-testid="topbar-overflow" />
            </Tooltip>
          </PopoverTrigger>
          <PopoverSurface className={styles.overflowSurface} role="group" aria-label={more} data-testid="topbar-overflow-panel">
            {endItems}
          </PopoverSurface>
        </Popover>
      ) : (
        endItems
      )}
      <span hidden>{locale.language}</span>
    </header>
  );
});
