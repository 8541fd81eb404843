import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Tooltip } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import type { TopBarItem } from '../../generated/layout';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';
import { useIntl } from 'react-intl';

/**
 * Logs out, after a confirmation when the layout asks for one: the server revokes the session,
 * then everything local (tokens, menu, roles, tabs, lock state, ticket cookie) goes and the login
 * page follows.
 */
export const LogoutButton = observer(function LogoutButton({ label, testId, confirm }: TopBarItemProps & { confirm: TopBarItem['confirm'] }) {
  const { locale, sessionFlow } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const logout = () => {
    setBusy(true);
    sessionFlow.logout().finally(() => {
      setBusy(false);
      setOpen(false);
    });
  };
  const onClick = () => (confirm ? setOpen(true) : logout());
  return (
    <>
      <Tooltip content={labelTooltip(label)} relationship="label">
        <Button appearance="transparent" className={styles.item} icon={<SignOut20Regular />} onClick={onClick} data-testid={testId} />
      </Tooltip>
      {confirm && (
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{locale.text(confirm.title)}</DialogTitle>
              <DialogContent>{locale.text(confirm.message)}</DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)} data-testid="logout-cancel">
                  {intl.formatMessage({ id: 'i18n_common_cancel' })}
                </Button>
                <Button appearance="primary" onClick={logout} disabled={busy} data-testid="logout-confirm">
                  {intl.formatMessage({ id: 'i18n_common_confirm' })}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
});
