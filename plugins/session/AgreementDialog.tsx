import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', maxHeight: '50vh', overflowY: 'auto', paddingRight: tokens.spacingHorizontalS, lineHeight: tokens.lineHeightBase400 },
});

/**
 * The user agreement. `onRead` fires once the reader has scrolled to its end (or it fits without
 * scrolling) and confirmed: registration needs the agreement opened and read.
 */
export function AgreementDialog({ open, onClose, onRead }: { open: boolean; onClose(): void; onRead?: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const textRef = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(false);

  const check = () => {
    const element = textRef.current;
    if (element && element.scrollTop + element.clientHeight >= element.scrollHeight - 4) setAtEnd(true);
  };
  useEffect(() => {
    if (!open) return;
    setAtEnd(false);
    // The text may fit without scrolling: look once it is laid out.
    const timer = setTimeout(check, 50);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="agreement-dialog">
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'i18n_agreement_title' })}</DialogTitle>
          <DialogContent>
            <div ref={textRef} className={styles.text} onScroll={check} data-testid="agreement-text" tabIndex={0}>
              {intl.formatMessage({ id: 'i18n_agreement_body' })}
            </div>
            {onRead && !atEnd && (
              <Text size={200} style={{ color: tokens.colorNeutralForeground3 }}>
                {intl.formatMessage({ id: 'i18n_agreement_scroll' })}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            {onRead ? (
              <Button
                appearance="primary"
                disabled={!atEnd}
                onClick={() => {
                  onRead();
                  onClose();
                }}
                data-testid="agreement-read"
              >
                {intl.formatMessage({ id: 'i18n_agreement_read' })}
              </Button>
            ) : (
              <Button onClick={onClose}>{intl.formatMessage({ id: 'i18n_common_close' })}</Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
