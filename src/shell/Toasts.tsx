import { useEffect } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';

/**
 * Shows the toasts the stores ask for (API errors, notices), inside a named region of the page
 * (its landmark; the toaster floats over the page as before and announces each toast).
 */
export const Toasts = observer(function Toasts() {
  const { ui, locale } = useStores();
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
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
              { intent: toast.intent, timeout: toast.intent === 'error' ? 6000 : 3000 },
            );
          }
        },
        { fireImmediately: true },
      ),
    [ui, dispatchToast],
  );
  return (
    <section aria-label={locale.t('i18n_toasts_label')} data-testid="toasts">
      <Toaster toasterId={toasterId} position="top" inline />
    </section>
  );
});
