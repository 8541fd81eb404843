import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { TabStrip } from './tabStrip/TabStrip';
import { ConnectivityBanner } from './ConnectivityBanner';
import { LayoutBanner } from './LayoutBanner';
import { PreviewBanner } from './PreviewBanner';
import { TranslationNotice } from './TranslationNotice';
import { ReleaseNotice } from './ReleaseNotice';
import { FramePool } from './FramePool';
import { FlowDialog } from './FlowDialog';
import { GuideTour } from './GuideTour';
import { DisplaySettingsPanel } from './DisplaySettingsPanel';
import { LogPanel } from './LogPanel';

/** The platform's breakpoints 1200, 992 and 768 give screen levels 3, 2, 1, 0; a resize is read after 20 ms of quiet. */
export function screenLevel(width: number): number {
  return width >= 1200 ? 3 : width >= 992 ? 2 : width >= 768 ? 1 : 0;
}

function useScreenLevel(): number {
  const [level, setLevel] = useState(() => screenLevel(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLevel(screenLevel(window.innerWidth)), 20);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return level;
}

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateRows: '52px 1fr', gridTemplateColumns: 'auto 1fr', height: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  top: { gridColumn: '1 / -1', minWidth: 0 },
  // The menu in the top bar: no side column.
  noSide: { gridTemplateColumns: '1fr' },
  side: { gridRow: '2', overflow: 'hidden', position: 'relative', zIndex: 3 },
  main: { gridRow: '2', display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0 },
  // The routed page and, over it, the frame pool: both inside one positioned stage.
  stage: { flex: '1', position: 'relative', minHeight: 0, display: 'flex', flexDirection: 'column' },
  content: {
    flex: '1',
    overflow: 'auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    minHeight: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    // Given the focus by the shell (below), not reached by the user: no ring around the whole page.
    '&[data-focus-start]:focus-visible': { outline: 'none' },
  },
  shade: { position: 'fixed', inset: '52px 0 0 0', backgroundColor: tokens.colorBackgroundOverlay, zIndex: 2 },
  mini: { fontSize: tokens.fontSizeBase200 },
  // Kept mounted behind a bare page (the lock screen) so that the frames keep their state: out of
  // sight, out of reach (inert), at its full size so that no frame is laid out anew.
  hidden: { position: 'fixed', inset: 0, visibility: 'hidden', pointerEvents: 'none' },
});

/**
 * Top bar, side menu, tab strip and the scrollable content, plus a shade on small screens.
 * `hidden`: a bare page covers the shell (its frames stay alive); nothing of it is shown or focusable.
 * `frozen`: shown but out of reach (inert), under the 401 message before the login page.
 */
export const ShellLayout = observer(function ShellLayout({ children, hidden = false, frozen = false }: { children: ReactNode; hidden?: boolean; frozen?: boolean }) {
  const { ui, display, framePool } = useStores();
  // The frames are told when a bare page covers them (and again when it is gone).
  useEffect(() => {
    framePool.setCovered(hidden);
    return () => framePool.setCovered(false);
  }, [framePool, hidden]);
  const styles = useStyles();
  const level = useScreenLevel();
  // Shown (after sign-in, a reload, the lock screen) with the focus nowhere (the sign-in button
  // that had it is gone): it goes to the start of the main content, so that the first Tab
  // reaches the page's first control, not whatever followed the removed element.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hidden) return;
    const active = document.activeElement;
    const element = content.current;
    if (!element || (active && active !== document.body && active.isConnected)) return;
    element.setAttribute('data-focus-start', '');
    element.addEventListener('blur', () => element.removeAttribute('data-focus-start'), { once: true });
    element.focus({ preventScroll: true });
  }, [hidden]);
  // Below the 992 breakpoint (a tablet) the menu starts folded, and folds when the window narrows
  // (the shade would otherwise cover the page); neither changes the user's own choice.
  // Before the paint, so that a tablet never shows the menu in the top bar for a frame.
  const previousLevel = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = previousLevel.current;
    if (level < 2 && (previous === undefined || previous >= 2)) display.foldForSmallScreen();
    if (level >= 2 && previous !== undefined && previous < 2) display.unfoldForLargeScreen();
    display.setSmallScreen(level < 2);
    previousLevel.current = level;
  }, [level, display]);
  const { tag } = display.choices;
  const topMenu = display.menuOnTop;
  // Below the breakpoints the open menu floats over the content; a click on the shade folds it.
  const showShade = level < 2 && !display.collapsed && !topMenu;
  return (
    <div
      className={mergeClasses(styles.root, topMenu && styles.noSide, ui.density === 'mini' && styles.mini, hidden && styles.hidden)}
      data-density={ui.density}
      data-testid="shell-layout"
      data-hidden={hidden}
      inert={hidden || frozen}
      aria-hidden={hidden || frozen || undefined}
    >
      <div className={styles.top}>
        <TopBar />
      </div>
      {!topMenu && (
        <aside className={styles.side}>
          <SideMenu />
        </aside>
      )}
      {showShade && <div className={styles.shade} data-testid="menu-shade" onClick={() => display.foldForSmallScreen()} />}
      <main className={styles.main}>
        <ConnectivityBanner />
        <PreviewBanner />
        <LayoutBanner />
        <TranslationNotice />
        <ReleaseNotice />
        {tag && <TabStrip />}
        <div className={styles.stage}>
          {/* Focusable, so that a page without controls can still be scrolled from the keyboard. */}
          <div className={styles.content} id="srm-content" tabIndex={0} ref={content}>
            {children}
          </div>
          <FramePool />
        </div>
      </main>
      {/* A dialog is a portal outside this element: while hidden it waits in the store. */}
      {!hidden && <FlowDialog />}
      {!hidden && <GuideTour />}
      {!hidden && <DisplaySettingsPanel />}
      {!hidden && <LogPanel />}
    </div>
  );
});
