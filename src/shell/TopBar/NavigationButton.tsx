import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Tooltip } from '@fluentui/react-components';
import { Key20Regular, Link20Regular, Open20Regular, PersonInfo20Regular } from '@fluentui/react-icons';
import type { TopBarItem } from '../../generated/layout';
import { linkOriginsOf, topBarLinkTarget } from '../../core/topBar/topBarLink';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { TopBarIcon } from './topBarIcon';
import { visuallyHidden } from '../../plugin-api/visuallyHidden';
import { useTopBarStyles } from './useTopBarStyles';

const KIND_ICONS = { personalInfo: <PersonInfo20Regular />, changePassword: <Key20Regular />, link: <Link20Regular /> };
function iconOf(kind: keyof typeof KIND_ICONS, icon: TopBarItem['icon']): ReactElement {
  return icon ? <TopBarIcon icon={icon} /> : KIND_ICONS[kind];
}

/**
 * Goes to the item's target: personal info, password change, or a link the layout names — a
 * portal route, or an https page of app.linkOrigins, in the portal or a new window (target
 * newWindow: noopener, noreferrer). The target is checked again on every click; a refused one
 * opens nothing and says why. With showLabel the label shows beside the icon.
 */
export const NavigationButton = observer(function NavigationButton({ label, testId, kind, item }: TopBarItemProps & { kind: keyof typeof KIND_ICONS; item: TopBarItem }) {
  const { navigation, layout, ui } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const open = () => {
    if (!item.to) return;
    const target = topBarLinkTarget(item.to, window.location.origin, linkOriginsOf(layout.document));
    if (!target.ok) {
      ui.notify('error', intl.formatMessage({ id: 'i18n_topbar_link_refused' }, { label }));
      return;
    }
    if (target.kind === 'route') navigation.navigate(target.path);
    else if (item.target === 'newWindow') window.open(target.url, '_blank', 'noopener,noreferrer');
    else window.location.assign(target.url);
  };
  const icon = iconOf(kind, item.icon);
  const newWindow = item.target === 'newWindow' ? intl.formatMessage({ id: 'i18n_topbar_link_newWindow' }) : undefined;
  if (item.showLabel) {
    return (
      <Button appearance="transparent" className={styles.item} icon={icon} onClick={open} data-testid={testId} data-target={item.target} title={newWindow}>
        {label}
        {newWindow && (
          <>
            <Open20Regular aria-hidden style={{ marginInlineStart: 4, width: 14, height: 14 }} />
            <span style={visuallyHidden}> ({newWindow})</span>
          </>
        )}
      </Button>
    );
  }
  return (
    <Tooltip content={labelTooltip(newWindow ? `${label} (${newWindow})` : label)} relationship="label">
      <Button appearance="transparent" className={styles.item} icon={icon} onClick={open} data-testid={testId} data-target={item.target} />
    </Tooltip>
  );
});
