import { MessageBar, MessageBarBody, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal, type PageProps } from '@plugin-api';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  title: { display: 'block', marginBottom: tokens.spacingVerticalM },
});

/** Pages whose data services arrive with later work: the route, tab and menu entry already work. */
export function PendingPage({ routeId }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div data-testid={`page-${routeId}`}>
      <Title3 as="h1" className={styles.title}>
        {portal.text(portal.layout.routes[routeId]?.label)}
      </Title3>
      <MessageBar intent="info">
        <MessageBarBody>{intl.formatMessage({ id: 'i18n_info_pending' })}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
