import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { useTopBarStyles } from './useTopBarStyles';

/** Chooses the language among the layout document's languages; the button names the current one. */
export const LanguageMenu = observer(function LanguageMenu({ testId }: TopBarItemProps) {
  const { layout, locale } = useStores();
  const styles = useTopBarStyles();
  const languages = layout.sorted(layout.document.app.languages);
  return (
    <Menu checkedValues={{ language: [locale.language] }} onCheckedValueChange={(_, data) => locale.setLanguage(data.checkedItems[0] ?? locale.language)}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.item} icon={<LocalLanguage20Regular />} data-testid={testId}>
          {layout.document.app.languages[locale.language]?.label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {languages.map(([code, language]) => (
            <MenuItemRadio key={code} name="language" value={code}>
              {language.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
