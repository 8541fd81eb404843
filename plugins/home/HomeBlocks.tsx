import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Avatar,
  Button,
  Card,
  Link,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ListTable, pickLanguage, usePortal, formatAmount, navigationLinks, totalOf, type BlockProps } from '@plugin-api';
import { BlockCard, FigureState, Stats, StatusTable, useFigure, useHome } from './FigureParts';
import { MonthCountChart } from './HomeCharts';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    background: `linear-gradient(90deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 80%)`,
  },
  welcome: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The user's apps (getMyApp) and the company's navigation links (queryElsNavigation). */
const AppsAndLinks = observer(function AppsAndLinks() {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const styles = useStyles();
  const apps = useFigure('apps');
  const navigation = useFigure('navigation');
  // An app's translation key names its tab, so the tab's label follows the language.
  const open = (url: string, name: string, key?: string) => {
    if (url.startsWith('/portal/')) portal.navigate(url);
    else if (portal.isOpenableUrl(url)) portal.openMenuItem({ appCode: name, appName: name, appUrl: url, ...(key ? { appNameI18nKey: key } : {}) });
  };
  return (
    <div className={styles.section}>
      <Text weight="semibold">{intl.formatMessage({ id: 'i18n_home_myApps' })}</Text>
      <FigureState state={apps} onRetry={() => void home.load('apps', true)} isEmpty={(data) => data.length === 0} testId="home-apps">
        {(data) => (
          <div className={styles.links} data-testid="home-apps">
            {data.map((app) => {
              // getMyApp names an app in Chinese only; the menu item of the same code has its translated label.
              const key = portal.menu.find((item) => item.appCode === app.appCode)?.appNameI18nKey;
              // portal.text shows the key without its prefix when no catalogue has it: then the app's own name.
              const translated = key ? portal.text(key) : undefined;
              const label = key && translated !== key.replace(/^i18n_/, '') ? translated! : app.appName;
              return (
                <Button key={app.appCode} size="small" appearance="secondary" onClick={() => app.children[0] && open(app.children[0].appUrl, label, key)}>
                  {label}
                </Button>
              );
            })}
          </div>
        )}
      </FigureState>
      <Text weight="semibold">{intl.formatMessage({ id: 'i18n_home_navigation' })}</Text>
      <FigureState state={navigation} onRetry={() => void home.load('navigation', true)} isEmpty={(data) => data.length === 0} testId="home-navigation">
        {(data) => (
          <nav aria-label={intl.formatMessage({ id: 'i18n_home_navigation' })} className={styles.links} data-testid="home-navigation">
            {navigationLinks(data, portal.language).map((link) =>
              link.url.startsWith('/portal/') ? (
                <Link key={link.id} onClick={() => open(link.url, link.label)}>
                  {link.label}
                </Link>
              ) : portal.isOpenableUrl(link.url) ? (
                <Link key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Link>
              ) : null,
            )}
          </nav>
        )}
      </FigureState>
    </div>
  );
});

export const HeadBlock = observer(function HeadBlock() {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const styles = useStyles();
  const user = portal.user;
  const figures = useFigure('head');
  const today = intl.formatDate(new Date(), { dateStyle: 'full' });
  return (
    <Card className={styles.head}>
      <div className={styles.welcome}>
        <Avatar name={user?.name} image={portal.profile.avatarUrl ? { src: portal.profile.avatarUrl } : undefined} size={56} color="colorful" />
        <div>
          <Subtitle1 as="h2" style={{ margin: 0 }}>{intl.formatMessage({ id: 'i18n_home_welcome' }, { name: user?.name ?? '' })}</Subtitle1>
          <Text block className={styles.muted}>
            {intl.formatMessage({ id: 'i18n_home_account' }, { account: `${user?.elsAccount ?? ''}_${user?.elsSubAccount ?? ''}` })} · {today}
          </Text>
        </div>
      </div>
      <FigureState state={figures} onRetry={() => void home.load('head', true)} testId="home-head">
        {(data) => (
          <Stats
            testId="home-head-stats"
            items={[
              { key: 'orderCountMonth', label: intl.formatMessage({ id: 'i18n_home_orderCountMonth' }), value: data.orderCountMonth },
              { key: 'orderAmountMonth', label: intl.formatMessage({ id: 'i18n_home_orderAmountMonth' }), value: formatAmount(data.orderAmountMonth, portal.language, data.currency, true), title: formatAmount(data.orderAmountMonth, portal.language, data.currency) },
              { key: 'activeSuppliers', label: intl.formatMessage({ id: 'i18n_home_activeSuppliers' }), value: data.activeSuppliers },
              { key: 'openEnquiries', label: intl.formatMessage({ id: 'i18n_home_openEnquiries' }), value: data.openEnquiries },
              { key: 'deliveriesInTransit', label: intl.formatMessage({ id: 'i18n_home_deliveriesInTransit' }), value: data.deliveriesInTransit },
              { key: 'ordersToConfirm', label: intl.formatMessage({ id: 'i18n_home_ordersToConfirm' }), value: data.ordersToConfirm },
            ]}
          />
        )}
      </FigureState>
      <AppsAndLinks />
    </Card>
  );
});

export const PurchaseBlock = observer(function PurchaseBlock({ title }: BlockProps) {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('purchase');
  return (
    <BlockCard title={title} total={state?.data ? totalOf(state.data.byStatus) : undefined}>
      <FigureState state={state} onRetry={() => void home.load('purchase', true)} isEmpty={(data) => data.byStatus.length === 0} testId="home-purchase">
        {(data) => (
          <div data-testid="home-purchase-figures">
            <StatusTable rows={data.byStatus} dictionary="requestStatus" caption={title} />
            <MonthCountChart title={intl.formatMessage({ id: 'i18n_home_byMonth' }, { what: title })} caption={intl.formatMessage({ id: 'i18n_home_chart_requests' })} months={data.byMonth} language={portal.language} />
          </div>
        )}
      </FigureState>
    </BlockCard>
  );
});

export const EnquiryBlock = observer(function EnquiryBlock({ title }: BlockProps) {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('enquiry');
  return (
    <BlockCard title={title} total={state?.data ? totalOf(state.data.byStatus) : undefined}>
      <FigureState state={state} onRetry={() => void home.load('enquiry', true)} isEmpty={(data) => data.byStatus.length === 0} testId="home-enquiry">
        {(data) => (
          <div data-testid="home-enquiry-figures">
            <StatusTable rows={data.byStatus} dictionary="enquiryStatus" caption={title} />
            <ListTable
              rows={data.latest}
              columns={[
                { id: 'number', header: intl.formatMessage({ id: 'i18n_home_enquiryNumber' }), nowrap: true, cell: (row) => row.enquiryNumber },
                { id: 'desc', header: intl.formatMessage({ id: 'i18n_home_enquiryDesc' }), cell: (row) => pickLanguage(row.enquiryDesc, row.enquiryDescEn, portal.language) },
                { id: 'answers', header: intl.formatMessage({ id: 'i18n_home_answers' }), nowrap: true, cell: (row) => `${row.answerCount}/${row.inviteCount}` },
              ]}
              rowKey={(row) => row.id}
              label={intl.formatMessage({ id: 'i18n_home_latestEnquiries' })}
            />
          </div>
        )}
      </FigureState>
    </BlockCard>
  );
});

export const OrderBlock = observer(function OrderBlock({ title }: BlockProps) {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('order');
  return (
    <BlockCard title={title} total={state?.data ? totalOf(state.data.byStatus) : undefined}>
      <FigureState state={state} onRetry={() => void home.load('order', true)} isEmpty={(data) => data.byStatus.length === 0} testId="home-order">
        {(data) => (
          <div data-testid="home-order-figures">
            <StatusTable rows={data.byStatus} dictionary="orderStatus" caption={title} />
            <MonthCountChart title={intl.formatMessage({ id: 'i18n_home_byMonth' }, { what: title })} caption={intl.formatMessage({ id: 'i18n_home_chart_orders' })} months={data.byMonth} language={portal.language} />
          </div>
        )}
      </FigureState>
    </BlockCard>
  );
});

export const LogisticsBlock = observer(function LogisticsBlock({ title }: BlockProps) {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('logistics');
  const [askedWechat, setAskedWechat] = useState(false);
  const wechat = home.figure('wechatUrl');
  return (
    <BlockCard title={title} total={state?.data ? totalOf(state.data.byStatus) : undefined}>
      <FigureState state={state} onRetry={() => void home.load('logistics', true)} isEmpty={(data) => data.byStatus.length === 0} testId="home-logistics">
        {(data) => (
          <div data-testid="home-logistics-figures">
            <StatusTable rows={data.byStatus} dictionary="deliveryStatus" caption={title} />
            <MonthCountChart title={intl.formatMessage({ id: 'i18n_home_byMonth' }, { what: title })} caption={intl.formatMessage({ id: 'i18n_home_chart_deliveries' })} months={data.byMonth} language={portal.language} />
          </div>
        )}
      </FigureState>
      <div>
        <Button
          size="small"
          onClick={() => {
            setAskedWechat(true);
            void home.load('wechatUrl', true);
          }}
          data-testid="home-wechat-url"
        >
          {intl.formatMessage({ id: 'i18n_home_wechatUrl' })}
        </Button>
        {askedWechat && (
          <FigureState state={wechat} onRetry={() => void home.load('wechatUrl', true)} testId="home-wechat">
            {(data) =>
              portal.isOpenableUrl(data.url) || data.url.startsWith('https://') ? (
                <Link href={data.url} target="_blank" rel="noopener noreferrer" data-testid="home-wechat-link">
                  {intl.formatMessage({ id: 'i18n_home_wechatOpen' }, { minutes: Math.round(data.expiresIn / 60) })}
                </Link>
              ) : null
            }
          </FigureState>
        )}
      </div>
    </BlockCard>
  );
});
