import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDown20Regular, Dismiss12Regular } from '@fluentui/react-icons';
import type { Tab as TabModel } from '../core/tabs/tabRules';
import { useStores } from '../stores/RootStore';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalS,
    minHeight: '40px',
  },
  list: { flex: '1', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
  tab: { whiteSpace: 'nowrap' },
  close: {
    display: 'inline-flex',
    marginLeft: tokens.spacingHorizontalXS,
    padding: '2px',
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground3,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover, color: tokens.colorNeutralForeground1 },
  },
});

/** The tab strip: one tab per page, closable ones with a close mark, a 'more' menu. */
export const TabStrip = observer(function TabStrip() {
  const root = useStores();
  const { tabs, locale } = root;
  const styles = useStyles();
  const open = (tab: TabModel) => root.navigate(tab.path, tab.query);
  const close = (tab: TabModel) => {
    const next = tabs.close(tab.value);
    if (next) open(next);
  };
  return (
    <div className={styles.strip} data-testid="tab-strip">
      <TabList
        className={styles.list}
        size="small"
        selectedValue={tabs.activeValue ?? ''}
        onTabSelect={(_, data) => {
          const tab = tabs.tabs.find((t) => t.value === data.value);
          if (tab) open(tab);
        }}
      >
        {tabs.tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            className={styles.tab}
            data-testid="tab"
            data-value={tab.value}
            onKeyDown={(event) => {
              // Delete closes the focused tab, as in other tabbed work tools.
              if (event.key === 'Delete' && tab.closable) close(tab);
            }}
          >
            {locale.text(tab.label)}
            {tab.closable && (
              <span
                role="button"
                tabIndex={-1}
                aria-label={`${locale.t('i18n_tabs_close')} ${locale.text(tab.label)}`}
                className={styles.close}
                data-testid="tab-close"
                onClick={(event) => {
                  event.stopPropagation();
                  close(tab);
                }}
              >
                <Dismiss12Regular />
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<ChevronDown20Regular />} iconPosition="after" data-testid="tabs-more">
            {locale.t('i18n_tabs_more')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem data-testid="tabs-close-others" onClick={() => tabs.closeOthers()}>
              {locale.t('i18n_tabs_closeOthers')}
            </MenuItem>
            <MenuItem
              data-testid="tabs-close-all"
              onClick={() => {
                const home = tabs.closeAll();
                if (home) open(home);
              }}
            >
              {locale.t('i18n_tabs_closeAll')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
});
