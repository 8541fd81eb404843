import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { TextFontSize20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { Density } from '../../stores/uiStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';
import { defineMessages, useIntl } from 'react-intl';

const DENSITY_MESSAGES = defineMessages({
  medium: { id: 'i18n_density_medium' },
  small: { id: 'i18n_density_small' },
  mini: { id: 'i18n_density_mini' },
});

/** Chooses the layout density among the layout document's options. */
export const DensityMenu = observer(function DensityMenu({ label, testId }: TopBarItemProps) {
  const { ui, layout } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const options = layout.document.app.density.options as Density[];
  return (
    <Menu checkedValues={{ density: [ui.density] }} onCheckedValueChange={(_, data) => ui.setDensity(data.checkedItems[0] as Density)}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={labelTooltip(label)} relationship="label">
          <Button appearance="transparent" className={styles.item} icon={<TextFontSize20Regular />} data-testid={testId} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {options.map((option) => (
            <MenuItemRadio key={option} name="density" value={option}>
              {intl.formatMessage(DENSITY_MESSAGES[option])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
