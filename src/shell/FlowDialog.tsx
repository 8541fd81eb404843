import { observer } from 'mobx-react-lite';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useStores } from '../stores/rootStore';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  // 70% of the window wide, a frame at least 300 px high.
  surface: { width: '70vw', maxWidth: '70vw' },
  // border-box: with its border outside 100% the frame overflowed the dialog's content by 2 px,
  // which made that a scroll region nobody could reach from the keyboard.
  frame: { display: 'block', boxSizing: 'border-box', width: '100%', height: 'max(300px, 60vh)', minHeight: '300px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

/**
 * The approval-flow dialog: title 审批流, 70% wide, not closed by a click outside (an alert
 * dialog), showing the flow diagram page of the process instance a frame asked for.
 */
export const FlowDialog = observer(function FlowDialog() {
  const { flowDialog, framePool } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const state = flowDialog.state;
  // A sub-app asked for the dialog from inside its frame, where the dialog cannot give the focus
  // back: closed, the focus returns to the frame shown (it went to the page's body).
  const close = () => {
    flowDialog.close();
    const key = framePool.activeKey;
    // The pool's elements are the iframes FramePool renders.
    const frame = key === undefined ? undefined : (framePool.frame(key)?.element as HTMLIFrameElement | undefined);
    if (frame) requestAnimationFrame(() => frame.focus());
  };
  return (
    <Dialog
      open={state !== undefined}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface className={styles.surface} data-testid="flow-dialog" aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle
            action={
              <Button appearance="subtle" aria-label={intl.formatMessage({ id: 'i18n_common_close' })} icon={<Dismiss24Regular />} onClick={close} data-testid="flow-dialog-close" />
            }
          >
            {intl.formatMessage({ id: 'i18n_flow_title' })}
          </DialogTitle>
          <DialogContent>
            {state && <iframe key={state.address} className={styles.frame} src={state.address} title={intl.formatMessage({ id: 'i18n_flow_title' })} data-testid="flow-frame" data-flow-id={state.flowId} />}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
