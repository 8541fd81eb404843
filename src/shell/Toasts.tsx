import { useEffect } from 'react';
import { reaction } from 'mobx';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useStores } from '../stores/rootStore';

/** Shows the toasts the stores ask for (API errors, notices). */
export function Toasts() {
  const { ui } = useStores();
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
  return <Toaster toasterId={toasterId} position="top" />;
}
