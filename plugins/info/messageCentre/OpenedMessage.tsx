// The message centre's opened message: its title, type, sender and time, the full text, and the
// document it names.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatTime, pickLanguage, usePortal } from '@plugin-api';
import { messageDocument } from './messageDocument';
import { useInfo } from '../model/infoModel';

const useStyles = makeStyles({
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fullText: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/**
 * The opened message: its title, type, sender and time, the full text, and the document it names
 * opened through the layout's link map (auditLinks: a business type and a number, never an address
 * from the message); a type the map does not know shows the number only.
 */
export const OpenedMessage = observer(function OpenedMessage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  const centre = useInfo().messages;
  const message = centre.opened;
  const { documentId, linked } = messageDocument(message, (type) => portal.hasAuditDetail(type));
  return (
    <Dialog open={message !== undefined} onOpenChange={(_, data) => !data.open && centre.close()}>
      <DialogSurface data-testid="message-dialog">
        {message && (
          <DialogBody>
            <DialogTitle>{pickLanguage(message.msgTitle, message.msgTitleEn, portal.language)}</DialogTitle>
            <DialogContent className={styles.body}>
              <div className={styles.meta}>
                <span>{dictionaries.label('msgType', message.msgType)}</span>
                <span>{intl.formatMessage({ id: 'i18n_msg_from' }, { sender: message.sendUser })}</span>
                <span>{formatTime(message.sendTime)}</span>
              </div>
              <Text className={styles.fullText} data-testid="message-dialog-content">
                {pickLanguage(message.msgContent, message.msgContentEn, portal.language)}
              </Text>
              {documentId !== '' && (
                <Text data-testid="message-dialog-document">
                  {intl.formatMessage({ id: 'i18n_msg_document' })}{' '}
                  {linked ? (
                    <Link
                      as="button"
                      onClick={() => {
                        if (portal.openAuditDetail(message.businessType, documentId)) centre.close();
                      }}
                      data-testid="message-dialog-open-document"
                    >
                      {intl.formatMessage({ id: 'i18n_todo_document' }, { number: documentId })}
                    </Link>
                  ) : (
                    documentId
                  )}
                </Text>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => centre.close()} data-testid="message-dialog-close">
                {intl.formatMessage({ id: 'i18n_msg_close' })}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
});
