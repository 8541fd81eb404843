import { Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { AuthLayout } from './AuthLayout';

/**
 * The WeChat login entry. A WeChat QR login needs an Open Platform application configured at
 * deployment; the reference server has none, so the page says so and leads back to the login.
 */
export function WxAuthPage() {
  const portal = usePortal();
  return (
    <AuthLayout testId="wx-auth-page">
      <Title2 as="h1">{portal.t('i18n_wx_title')}</Title2>
      <MessageBar intent="info">
        <MessageBarBody>{portal.t('i18n_wx_body')}</MessageBarBody>
      </MessageBar>
      <Button appearance="primary" onClick={() => portal.navigate('/login')}>
        {portal.t('i18n_login_back')}
      </Button>
    </AuthLayout>
  );
}
