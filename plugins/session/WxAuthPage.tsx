import { Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { AuthLayout } from './AuthLayout';
import { useIntl } from 'react-intl';

/**
 * The WeChat login entry. A WeChat QR login needs an Open Platform application configured at
 * deployment; the reference server has none, so the page says so and leads back to the login.
 */
export function WxAuthPage() {
  const portal = usePortal();
  const intl = useIntl();
  return (
    <AuthLayout testId="wx-auth-page">
      <Title2 as="h1">{intl.formatMessage({ id: 'i18n_wx_title' })}</Title2>
      <MessageBar intent="info">
        <MessageBarBody>{intl.formatMessage({ id: 'i18n_wx_body' })}</MessageBarBody>
      </MessageBar>
      <Button appearance="primary" onClick={() => portal.navigate('/login')}>
        {intl.formatMessage({ id: 'i18n_login_back' })}
      </Button>
    </AuthLayout>
  );
}
