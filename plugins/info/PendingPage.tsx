import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';

/** Pages whose data services arrive with later work: the route, tab and menu entry already work. */
export function PendingPage({ routeId }: PageProps) {
  const portal = usePortal();
  return (
    <MessageBar intent="info" data-testid={`page-${routeId}`}>
      <MessageBarBody>
        <MessageBarTitle>{portal.text(portal.layout.routes[routeId]?.label)}</MessageBarTitle>
        {portal.t('i18n_info_pending')}
      </MessageBarBody>
    </MessageBar>
  );
}
