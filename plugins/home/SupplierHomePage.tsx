import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Card,
  CardHeader,
  Dropdown,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { usePortal, formatAmount, type PageProps } from '@plugin-api';
import { FigureState, Stats, StatusTable, useFigure } from './FigureParts';
import { FinanceChart, MonthCountChart } from './HomeCharts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start', gap: tokens.spacingHorizontalL, '@media (max-width: 900px)': { gridTemplateColumns: '1fr' } },
  full: { gridColumn: '1 / -1' },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const PAGE_SIZES = [10, 20, 50];

const dateTime = (value: string, language: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

const ConfirmCard = observer(function ConfirmCard() {
  const portal = usePortal();
  const state = useFigure('confirm');
  return (
    <Card>
      <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{portal.t('i18n_supplier_confirm')}</Subtitle1>} />
      <FigureState state={state} onRetry={() => void portal.home.load('confirm', true)} testId="supplier-confirm">
        {(data) => (
          <Stats
            testId="supplier-confirm-stats"
            items={[
              { key: 'toConfirm', label: portal.t('i18n_supplier_toConfirm'), value: data.toConfirm },
              { key: 'changeToConfirm', label: portal.t('i18n_supplier_changeToConfirm'), value: data.changeToConfirm },
              { key: 'total', label: portal.t('i18n_supplier_confirmTotal'), value: data.total },
            ]}
          />
        )}
      </FigureState>
    </Card>
  );
});

const DeliveryCard = observer(function DeliveryCard() {
  const portal = usePortal();
  const state = useFigure('delivery');
  const title = portal.t('i18n_supplier_delivery');
  return (
    <Card>
      <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{title}</Subtitle1>} />
      <FigureState state={state} onRetry={() => void portal.home.load('delivery', true)} testId="supplier-delivery">
        {(data) => (
          <div data-testid="supplier-delivery-figures">
            <Stats testId="supplier-delivery-stats" items={[{ key: 'toCreate', label: portal.t('i18n_supplier_toCreate'), value: data.toCreate }]} />
            <StatusTable rows={data.byStatus} dictionary="deliveryStatus" caption={title} />
            <MonthCountChart title={portal.t('i18n_home_byMonth', { what: title })} months={data.byMonth} language={portal.language} />
          </div>
        )}
      </FigureState>
    </Card>
  );
});

const FinanceCard = observer(function FinanceCard() {
  const portal = usePortal();
  const styles = useStyles();
  const state = useFigure('finance');
  const title = portal.t('i18n_supplier_finance');
  return (
    <Card className={styles.full}>
      <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{title}</Subtitle1>} />
      <FigureState state={state} onRetry={() => void portal.home.load('finance', true)} isEmpty={(data) => data.byMonth.length === 0} testId="supplier-finance">
        {(data) => (
          <div data-testid="supplier-finance-figures">
            <Stats
              testId="supplier-finance-stats"
              items={[
                { key: 'receivable', label: portal.t('i18n_supplier_receivable'), value: formatAmount(data.receivable, portal.language, data.currency, true), title: formatAmount(data.receivable, portal.language, data.currency) },
                { key: 'invoiced', label: portal.t('i18n_supplier_invoiced'), value: formatAmount(data.invoiced, portal.language, data.currency, true), title: formatAmount(data.invoiced, portal.language, data.currency) },
                { key: 'received', label: portal.t('i18n_supplier_received'), value: formatAmount(data.received, portal.language, data.currency, true), title: formatAmount(data.received, portal.language, data.currency) },
                { key: 'statementsToConfirm', label: portal.t('i18n_supplier_statementsToConfirm'), value: data.statementsToConfirm },
              ]}
            />
            <FinanceChart
              title={portal.t('i18n_home_byMonth', { what: title })}
              months={data.byMonth}
              language={portal.language}
              labels={{ receivable: portal.t('i18n_supplier_receivable'), invoiced: portal.t('i18n_supplier_invoiced'), received: portal.t('i18n_supplier_received') }}
            />
          </div>
        )}
      </FigureState>
    </Card>
  );
});

const EnquiryCard = observer(function EnquiryCard() {
  const portal = usePortal();
  const styles = useStyles();
  const { home } = portal;
  useEffect(() => {
    if (!home.enquiries) void home.loadEnquiries(1);
    void portal.work.dictionaries.ensure(['enquiryStatus', 'quoteStatus']);
  }, [home, portal]);
  const page = home.enquiries?.data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / home.enquiryPageSize)) : 1;
  const title = portal.t('i18n_supplier_enquiries');
  return (
    <Card className={styles.full}>
      <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{title}</Subtitle1>} />
      <FigureState state={home.enquiries} onRetry={() => void home.loadEnquiries()} isEmpty={(data) => data.total === 0} testId="supplier-enquiries">
        {(data) => (
          <>
            <Table size="small" aria-label={title} data-testid="supplier-enquiries">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{portal.t('i18n_home_enquiryNumber')}</TableHeaderCell>
                  <TableHeaderCell>{portal.t('i18n_home_enquiryDesc')}</TableHeaderCell>
                  <TableHeaderCell>{portal.t('i18n_supplier_buyer')}</TableHeaderCell>
                  <TableHeaderCell>{portal.t('i18n_home_status')}</TableHeaderCell>
                  <TableHeaderCell>{portal.t('i18n_supplier_quoteStatus')}</TableHeaderCell>
                  <TableHeaderCell>{portal.t('i18n_supplier_quoteEnd')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.enquiryNumber}</TableCell>
                    <TableCell>{row.enquiryDesc}</TableCell>
                    <TableCell>{row.purchaseName}</TableCell>
                    <TableCell>{portal.work.dictionaries.label('enquiryStatus', row.enquiryStatus)}</TableCell>
                    <TableCell>{portal.work.dictionaries.label('quoteStatus', row.quoteStatus)}</TableCell>
                    <TableCell>{dateTime(row.quoteEndTime, portal.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className={styles.pager}>
              <Text className={styles.muted} data-testid="supplier-enquiries-total">
                {portal.t('i18n_home_total', { count: data.total })}
              </Text>
              <Button size="small" disabled={home.enquiryPageNo <= 1} onClick={() => void home.loadEnquiries(home.enquiryPageNo - 1)}>
                {portal.t('i18n_home_previous')}
              </Button>
              <Text>{portal.t('i18n_home_pageOf', { page: home.enquiryPageNo, pages: lastPage })}</Text>
              <Button size="small" disabled={home.enquiryPageNo >= lastPage} onClick={() => void home.loadEnquiries(home.enquiryPageNo + 1)} data-testid="supplier-enquiries-next">
                {portal.t('i18n_home_next')}
              </Button>
              <Dropdown
                size="small"
                aria-label={portal.t('i18n_home_pageSize')}
                value={String(home.enquiryPageSize)}
                selectedOptions={[String(home.enquiryPageSize)]}
                onOptionSelect={(_, option) => void home.loadEnquiries(1, Number(option.optionValue))}
                style={{ minWidth: '90px' }}
              >
                {PAGE_SIZES.map((size) => (
                  <Option key={size} value={String(size)}>
                    {String(size)}
                  </Option>
                ))}
              </Dropdown>
            </div>
          </>
        )}
      </FigureState>
    </Card>
  );
});

/** The supplier home: orders to confirm, deliveries, inquiries (paged) and finance by month. */
export const SupplierHomePage = observer(function SupplierHomePage({ routeId }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  return (
    <>
      <h1 style={{ margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase500 }}>{portal.text(portal.layout.routes[routeId]?.label)}</h1>
      <div className={styles.grid} data-testid="supplier-home">
        <ConfirmCard />
        <DeliveryCard />
        <EnquiryCard />
        <FinanceCard />
      </div>
    </>
  );
});
