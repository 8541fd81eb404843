import { observer } from 'mobx-react-lite';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { frameAddress, usePortal, visuallyHidden, type PageProps } from '@plugin-api';
import { useIntl } from 'react-intl';

/**
 * The routed page of a frame tab (/myiframe/{routerPath}, /findDetail). The frame itself lives in
 * the shell's frame pool, outside the routed content, so that switching tabs never unmounts,
 * moves or reloads it; this page only explains a missing or refused address.
 */
export const FramePage = observer(function FramePage({ query }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const src = frameAddress(query);
  // The page's level-one heading is its tab's label; the sub-app in the frame has its own document.
  const heading = <h1 style={visuallyHidden}>{portal.text(query.name ?? '') || intl.formatMessage({ id: 'i18n_route_detail' })}</h1>;
  if (!src) {
    return (
      <>
        {heading}
        <MessageBar intent="error" data-testid="frame-missing">
          <MessageBarBody>{intl.formatMessage({ id: 'i18n_frame_missing' })}</MessageBarBody>
        </MessageBar>
      </>
    );
  }
  if (!portal.isOpenableUrl(src)) {
    return (
      <>
        {heading}
        <MessageBar intent="error" data-testid="frame-refused">
          <MessageBarBody>{intl.formatMessage({ id: 'i18n_frame_refused' }, { src })}</MessageBarBody>
        </MessageBar>
      </>
    );
  }
  return (
    <div data-testid="frame-page" data-src={src}>
      {heading}
    </div>
  );
});
