import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, Tooltip } from '@fluentui/react-components';
import { QrCode20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';
import { useIntl } from 'react-intl';

/** Shows the QR code that binds the account to the platform's WeChat account. */
export const WechatQrButton = observer(function WechatQrButton({ label, testId }: TopBarItemProps) {
  const { account } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    void account.loadWechatQr();
  };
  const src = account.wechatQr;
  return (
    <>
      <Tooltip content={labelTooltip(label)} relationship="label">
        <Button appearance="transparent" className={styles.item} icon={<QrCode20Regular />} onClick={show} data-testid={testId} />
      </Tooltip>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'i18n_wechat_title' })}</DialogTitle>
            <DialogContent className={styles.qr}>
              {src ? <img className={styles.qrImage} src={src} alt={label} /> : null}
              <Text>{intl.formatMessage({ id: 'i18n_wechat_hint' })}</Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{intl.formatMessage({ id: 'i18n_common_close' })}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
});
