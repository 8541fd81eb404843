import type { ReactElement } from 'react';
import { Info20Regular, Link20Regular, Open20Regular, QuestionCircle20Regular } from '@fluentui/react-icons';
import type { TopBarItem } from '../../generated/layout';
import { MenuIcon } from '../MenuIcon';

/** The top-bar icons that are not menu icons (the rest are MenuIcon's). */
const OWN_ICONS: Partial<Record<NonNullable<TopBarItem['icon']>, () => ReactElement>> = {
  help: () => <QuestionCircle20Regular />,
  link: () => <Link20Regular />,
  open: () => <Open20Regular />,
  info: () => <Info20Regular />,
};

/** A top-bar item's icon of the layout's fixed set (topBar.<id>.icon), marked with its name. */
export function TopBarIcon({ icon }: { icon: NonNullable<TopBarItem['icon']> }): ReactElement {
  const own = OWN_ICONS[icon];
  return own ? <span data-icon={icon}>{own()}</span> : <MenuIcon icon={icon} />;
}
