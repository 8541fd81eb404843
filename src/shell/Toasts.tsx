import { useEffect } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Button, Toast, ToastBody, ToastFooter, ToastTitle, Toaster, makeStyles, useId, useToastController } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';
import { TOP_BAR_HEIGHT } from './TopBar/useTopBarStyles';
import { useIntl } from 'react-intl';

const PUSH_TIMEOUT_MS = 6000;
const SUMMARY_TOAST_ID = 'push-more';
const RELOAD_TOAST_ID = 'push-reload';
/**
 * The toasts start below the top bar: at Fluent's 16 px from the window's top a push toast covered
 * the bar's right-hand controls (the badges, the user's name, sign-out) for its six seconds.
 */
const TOAST_OFFSET = { horizontal: 16, vertical: TOP_BAR_HEIGHT + 8 };

const useStyles = makeStyles({
  // Above the content area's layers (the frame layer of a sub-app tab is z-index 1, the side menu 3,
  // the narrow screen's shade 2): a toast that came while a frame tab was shown lay under its iframe.
  // A band of no height along the window's top: the inline toaster is placed from it as from the window.
  region: { position: 'fixed', top: 0, left: 0, right: 0, height: 0, zIndex: 4 },
});

/**
 * Shows the toasts the stores ask for (API errors, notices) and the push notifications (titled
 * with the layout's push.notificationTitle, a few at once and the rest summarised, a reload offer
 * when the layout was published), inside a named region of the page (its landmark; the toaster
 * floats over the page and announces each toast).
 */
export const Toasts = observer(function Toasts() {
  const { ui, locale, push, layout } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const toasterId = useId('toaster');
  const { dispatchToast, updateToast, dismissToast } = useToastController(toasterId);
  useEffect(
    () =>
      reaction(
        () => ui.toasts.length,
        () => {
          for (const toast of ui.takeToasts()) {
            dispatchToast(
              <Toast data-testid={`toast-${toast.intent}`}>
                <ToastTitle>{toast.message}</ToastTitle>
              </Toast>,
              // The same text while it is still shown is not shown again (a sub-app repeating a refused request).
              { toastId: `${toast.intent}:${toast.message}`, intent: toast.intent, timeout: toast.intent === 'error' ? 6000 : 3000 },
            );
          }
        },
        { fireImmediately: true },
      ),
    [ui, dispatchToast],
  );

  // Push notifications: each its own toast; when one leaves the screen its place is free.
  useEffect(
    () =>
      reaction(
        () => push.notices.length,
        () => {
          const title = locale.text(layout.document.push.notificationTitle);
          for (const notice of push.takeNotices()) {
            dispatchToast(
              <Toast data-testid="push-toast" data-key={notice.key}>
                <ToastTitle>{title}</ToastTitle>
                <ToastBody>{notice.body}</ToastBody>
              </Toast>,
              {
                toastId: `push-${notice.key}`,
                intent: 'info',
                position: 'top-end',
                timeout: PUSH_TIMEOUT_MS,
                pauseOnHover: true,
                // Its place is free as soon as it starts to leave.
                onStatusChange: (_event, { status }) => {
                  if (status === 'dismissed' || status === 'unmounted') push.noticeClosed(notice.key);
                },
              },
            );
          }
        },
        { fireImmediately: true },
      ),
    [push, locale, layout, dispatchToast],
  );

  // The summary of what did not fit: one toast whose count grows while it is on screen. Once it
  // starts to leave, what it counted has been told: later arrivals start a new summary (a new id,
  // since the leaving one is still in the toaster for its exit).
  useEffect(() => {
    let current: string | undefined;
    let serial = 0;
    return reaction(
      () => [push.slots.more, locale.language] as const,
      ([more]) => {
        if (more === 0) {
          if (current) dismissToast(current);
          current = undefined;
          return;
        }
        const content = (
          <Toast data-testid="push-toast-more" data-count={more}>
            <ToastTitle>{locale.text(layout.document.push.notificationTitle)}</ToastTitle>
            <ToastBody>{intl.formatMessage({ id: 'i18n_push_more' }, { count: more })}</ToastBody>
          </Toast>
        );
        if (current) {
          updateToast({ toastId: current, content, timeout: PUSH_TIMEOUT_MS });
          return;
        }
        serial += 1;
        const toastId = `${SUMMARY_TOAST_ID}-${serial}`;
        current = toastId;
        dispatchToast(content, {
          toastId,
          intent: 'info',
          position: 'top-end',
          timeout: PUSH_TIMEOUT_MS,
          pauseOnHover: true,
          onStatusChange: (_event, { status }) => {
            if ((status !== 'dismissed' && status !== 'unmounted') || current !== toastId) return;
            current = undefined;
            push.summaryClosed();
          },
        });
      },
      { fireImmediately: true },
    );
  }, [push, locale, layout, dispatchToast, updateToast, dismissToast]);

  // The layout was published: offer a reload (it stays until answered).
  useEffect(
    () =>
      reaction(
        () => push.reloadOffered,
        (offered) => {
          if (!offered) {
            dismissToast(RELOAD_TOAST_ID);
            return;
          }
          dispatchToast(
            <Toast data-testid="push-reload-offer">
              <ToastTitle>{intl.formatMessage({ id: 'i18n_push_layout_changed' })}</ToastTitle>
              <ToastBody>{intl.formatMessage({ id: 'i18n_push_layout_changed_hint' })}</ToastBody>
              <ToastFooter>
                <Button appearance="primary" size="small" onClick={() => push.acceptReload()} data-testid="push-reload">
                  {intl.formatMessage({ id: 'i18n_push_reload' })}
                </Button>
                <Button size="small" onClick={() => push.dismissReload()}>
                  {intl.formatMessage({ id: 'i18n_push_later' })}
                </Button>
              </ToastFooter>
            </Toast>,
            { toastId: RELOAD_TOAST_ID, intent: 'info', position: 'top-end', timeout: -1 },
          );
        },
        { fireImmediately: true },
      ),
    [push, locale, dispatchToast, dismissToast],
  );

  return (
    <section aria-label={intl.formatMessage({ id: 'i18n_toasts_label' })} data-testid="toasts" className={styles.region}>
      <Toaster toasterId={toasterId} position="top" offset={TOAST_OFFSET} inline />
    </section>
  );
});
