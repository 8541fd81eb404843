import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Avatar } from '@fluentui/react-components';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';

/** The avatar: the account's stored image through the file service, else the initials. */
export const UserAvatar = observer(function UserAvatar({ label, testId }: TopBarItemProps) {
  const { session, account } = useStores();
  const user = session.user;
  const accountId = account.accountId;
  useEffect(() => {
    if (accountId) void account.loadAvatar();
  }, [account, accountId]);
  const image = account.avatarUrl;
  // Fluent's initials skip CJK names: the first character stands in.
  const initials = user?.name && /^[\u3400-\u9fff]/.test(user.name) ? [...user.name][0] : undefined;
  return <Avatar name={user?.name} initials={initials} image={image ? { src: image } : undefined} size={28} color="colorful" aria-label={label} data-testid={testId} />;
});
