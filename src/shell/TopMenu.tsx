import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  makeStyles,
  mergeClasses,
  tokens,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { displayChildren, type MenuItem as MenuEntry } from '../core/menu/menuItem';
import { useStores } from '../stores/rootStore';
import { MenuIcon } from './MenuIcon';
import { openMenuItem } from './openMenuItem';
import { useTopBarStyles } from './TopBar/useTopBarStyles';

const useStyles = makeStyles({
  // Never narrower than its 'more' button, so that the menu stays reachable.
  bar: { flex: '1', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: '40px', overflow: 'hidden' },
  slot: { display: 'inline-flex', flexShrink: 0 },
  entry: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightRegular },
});

type LabelOf = (item: MenuEntry) => string;

/**
 * The menu in the top bar (display switch topMenu): one dropdown per top-level group, a button per
 * top-level page; what does not fit goes into a 'more' menu at the end.
 */
export const TopMenu = observer(function TopMenu() {
  const { menu, session, locale } = useStores();
  const styles = useStyles();
  const intl = useIntl();
  const translate = locale.translate;
  const labelOf: LabelOf = (item) => menu.labelOf(item, translate);
  const items = menu.visibleItems(session.user?.roles ?? []);
  return (
    <Overflow padding={8}>
      <nav className={styles.bar} aria-label={intl.formatMessage({ id: 'i18n_menu_label' })} data-testid="top-menu">
        {items.map((item) => (
          <OverflowItem key={item.appCode} id={item.appCode}>
            <div className={styles.slot}>
              <TopEntry item={item} labelOf={labelOf} />
            </div>
          </OverflowItem>
        ))}
        <MoreMenu items={items} labelOf={labelOf} />
      </nav>
    </Overflow>
  );
});

/** A top-level entry in the bar: a dropdown for a group, a button for a page. */
const TopEntry = observer(function TopEntry({ item, labelOf }: { item: MenuEntry; labelOf: LabelOf }) {
  const root = useStores();
  const styles = useStyles();
  const barStyles = useTopBarStyles();
  const children = displayChildren(item);
  const label = labelOf(item);
  const className = mergeClasses(barStyles.item, styles.entry);
  if (children.length === 0)
    return (
      <Button appearance="transparent" className={className} onClick={() => openMenuItem(root, item, label)} data-testid={`topmenu-${item.appCode}`}>
        {label}
      </Button>
    );
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="transparent" className={className} data-testid={`topmenu-${item.appCode}`}>
          {label}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuEntries items={children} labelOf={labelOf} />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});

/** The 'more' menu with the top-level entries that do not fit. */
const MoreMenu = observer(function MoreMenu({ items, labelOf }: { items: MenuEntry[]; labelOf: LabelOf }) {
  const intl = useIntl();
  const barStyles = useTopBarStyles();
  const { ref, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          ref={ref}
          appearance="transparent"
          className={barStyles.item}
          icon={<MoreHorizontal20Regular />}
          aria-label={intl.formatMessage({ id: 'i18n_topmenu_more' })}
          data-testid="topmenu-more"
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <HiddenEntry key={item.appCode} item={item} labelOf={labelOf} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});

function HiddenEntry({ item, labelOf }: { item: MenuEntry; labelOf: LabelOf }) {
  const visible = useIsOverflowItemVisible(item.appCode);
  return visible ? null : <MenuEntries items={[item]} labelOf={labelOf} />;
}

/** Entries inside a dropdown: pages as menu items, groups as submenus. */
const MenuEntries = observer(function MenuEntries({ items, labelOf }: { items: MenuEntry[]; labelOf: LabelOf }) {
  const root = useStores();
  return (
    <>
      {items.map((item) => {
        const children = displayChildren(item);
        const label = labelOf(item);
        if (children.length === 0)
          return (
            <MenuItem key={item.appCode} icon={<MenuIcon icon={item.appIcon} />} onClick={() => openMenuItem(root, item, label)} data-testid={`topmenu-${item.appCode}`}>
              {label}
            </MenuItem>
          );
        return (
          <Menu key={item.appCode}>
            <MenuTrigger disableButtonEnhancement>
              <MenuItem icon={<MenuIcon icon={item.appIcon} />} data-testid={`topmenu-${item.appCode}`}>
                {label}
              </MenuItem>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuEntries items={children} labelOf={labelOf} />
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </>
  );
});
