import { observer } from 'mobx-react-lite';
import type { TopBarItem } from '../../generated/layout';
import { useStores } from '../../stores/rootStore';
import { CollapseButton } from './CollapseButton';
import { DensityMenu } from './DensityMenu';
import { LanguageMenu } from './LanguageMenu';
import { LockButton } from './LockButton';
import { LogoutButton } from './LogoutButton';
import { NavigationButton } from './NavigationButton';
import { PushStatus } from './PushStatus';
import { TextItem } from './TextItem';
import { UserAvatar } from './UserAvatar';
import { UserName } from './UserName';
import { WechatQrButton } from './WechatQrButton';
import { DisplaySettingsButton } from '../DisplaySettingsPanel';
import { FullScreenButton } from './FullScreenButton';
import { GuideButton } from '../GuideTour';
import { LogButton } from '../LogPanel';
import type { TopBarItemProps } from './topBarItemProps';


/** One item of the top bar, by its kind. */
export const TopBarElement = observer(function TopBarElement({ id, item }: { id: string; item: TopBarItem }) {
  const { locale } = useStores();
  const props: TopBarItemProps = { label: locale.text(item.label), testId: `topbar-${id}` };
  switch (item.kind) {
    case 'collapse':
      return <CollapseButton {...props} />;
    case 'density':
      return <DensityMenu {...props} />;
    case 'language':
      return <LanguageMenu {...props} />;
    case 'wechatQr':
      return <WechatQrButton {...props} />;
    case 'pushStatus':
      return <PushStatus {...props} />;
    case 'avatar':
      return <UserAvatar {...props} />;
    case 'userName':
      return <UserName {...props} />;
    case 'personalInfo':
    case 'changePassword':
    case 'link':
      return <NavigationButton {...props} kind={item.kind} item={item} />;
    case 'logout':
      return <LogoutButton {...props} confirm={item.confirm} />;
    case 'lock':
      return <LockButton {...props} />;
    case 'displaySettings':
      return <DisplaySettingsButton {...props} />;
    case 'fullScreen':
      return <FullScreenButton {...props} />;
    case 'log':
      return <LogButton {...props} />;
    case 'guide':
      return <GuideButton {...props} />;
    case 'text':
      return <TextItem {...props} item={item} />;
    default:
      return unknownKind(item.kind);
  }
});

/**
 * Compiles only while every kind of the layout schema has its case above (a new kind is a type error
 * here until it has its component); at run time a kind this build does not know draws nothing.
 */
function unknownKind(_kind: never): null {
  return null;
}
