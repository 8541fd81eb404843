import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { PagedListView, pickLanguage, usePortal, formatAmount, formatTime, type BlockProps, type ListColumn, type SaleEnquiryRow } from '@plugin-api';
import { BlockCard, FigureState, Stats, StatusTable, useFigure, useHome } from './FigureParts';
import { FinanceChart, MonthCountChart } from './HomeCharts';
import { useIntl } from 'react-intl';

/**
 * The supplier home's parts as home blocks (home.supplierConfirm, supplierDelivery, supplierEnquiries,
 * supplierFinance): each a card headed by its title from the layout, placed by the home page.
 */

/** The inquiry list's page sizes (its first page shows 10). */
const PAGE_SIZES = [10, 20, 50];

export const SupplierConfirmBlock = observer(function SupplierConfirmBlock({ title }: BlockProps) {
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('confirm');
  return (
    <BlockCard title={title}>
      <FigureState state={state} onRetry={() => void home.load('confirm', true)} testId="supplier-confirm">
        {(data) => (
          <Stats
            testId="supplier-confirm-stats"
            items={[
              { key: 'toConfirm', label: intl.formatMessage({ id: 'i18n_supplier_toConfirm' }), value: data.toConfirm },
              { key: 'changeToConfirm', label: intl.formatMessage({ id: 'i18n_supplier_changeToConfirm' }), value: data.changeToConfirm },
              { key: 'total', label: intl.formatMessage({ id: 'i18n_supplier_confirmTotal' }), value: data.total },
            ]}
          />
        )}
      </FigureState>
    </BlockCard>
  );
});

export const SupplierDeliveryBlock = observer(function SupplierDeliveryBlock({ title }: BlockProps) {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('delivery');
  return (
    <BlockCard title={title}>
      <FigureState state={state} onRetry={() => void home.load('delivery', true)} testId="supplier-delivery">
        {(data) => (
          <div data-testid="supplier-delivery-figures">
            <Stats testId="supplier-delivery-stats" items={[{ key: 'toCreate', label: intl.formatMessage({ id: 'i18n_supplier_toCreate' }), value: data.toCreate }]} />
            <StatusTable rows={data.byStatus} dictionary="deliveryStatus" caption={title} />
            <MonthCountChart title={intl.formatMessage({ id: 'i18n_home_byMonth' }, { what: title })} caption={intl.formatMessage({ id: 'i18n_home_chart_deliveries' })} months={data.byMonth} language={portal.language} />
          </div>
        )}
      </FigureState>
    </BlockCard>
  );
});

export const SupplierFinanceBlock = observer(function SupplierFinanceBlock({ title }: BlockProps) {
  const portal = usePortal();
  const home = useHome();
  const intl = useIntl();
  const state = useFigure('finance');
  return (
    <BlockCard title={title}>
      <FigureState state={state} onRetry={() => void home.load('finance', true)} isEmpty={(data) => data.byMonth.length === 0} testId="supplier-finance">
        {(data) => (
          <div data-testid="supplier-finance-figures">
            <Stats
              testId="supplier-finance-stats"
              items={[
                { key: 'receivable', label: intl.formatMessage({ id: 'i18n_supplier_receivable' }), value: formatAmount(data.receivable, portal.language, data.currency, true), title: formatAmount(data.receivable, portal.language, data.currency) },
                { key: 'invoiced', label: intl.formatMessage({ id: 'i18n_supplier_invoiced' }), value: formatAmount(data.invoiced, portal.language, data.currency, true), title: formatAmount(data.invoiced, portal.language, data.currency) },
                { key: 'received', label: intl.formatMessage({ id: 'i18n_supplier_received' }), value: formatAmount(data.received, portal.language, data.currency, true), title: formatAmount(data.received, portal.language, data.currency) },
                { key: 'statementsToConfirm', label: intl.formatMessage({ id: 'i18n_supplier_statementsToConfirm' }), value: data.statementsToConfirm },
              ]}
            />
            <FinanceChart
              title={intl.formatMessage({ id: 'i18n_home_byMonth' }, { what: title })}
              caption={intl.formatMessage({ id: 'i18n_home_chart_finance' })}
              months={data.byMonth}
              language={portal.language}
              labels={{ receivable: intl.formatMessage({ id: 'i18n_supplier_receivable' }), invoiced: intl.formatMessage({ id: 'i18n_supplier_invoiced' }), received: intl.formatMessage({ id: 'i18n_supplier_received' }) }}
            />
          </div>
        )}
      </FigureState>
    </BlockCard>
  );
});

export const SupplierEnquiriesBlock = observer(function SupplierEnquiriesBlock({ title }: BlockProps) {
  const portal = usePortal();
  const intl = useIntl();
  const home = useHome();
  const { dictionaries } = portal.work;
  useEffect(() => {
    if (home.enquiries.status === 'idle') void home.enquiries.load(1);
    void dictionaries.ensure(['enquiryStatus', 'quoteStatus']);
  }, [home, dictionaries]);
  const columns: Array<ListColumn<SaleEnquiryRow>> = [
    { id: 'number', header: intl.formatMessage({ id: 'i18n_home_enquiryNumber' }), nowrap: true, cell: (row) => row.enquiryNumber },
    { id: 'desc', header: intl.formatMessage({ id: 'i18n_home_enquiryDesc' }), cell: (row) => pickLanguage(row.enquiryDesc, row.enquiryDescEn, portal.language) },
    { id: 'buyer', header: intl.formatMessage({ id: 'i18n_supplier_buyer' }), cell: (row) => row.purchaseName },
    { id: 'status', header: intl.formatMessage({ id: 'i18n_home_status' }), nowrap: true, cell: (row) => dictionaries.label('enquiryStatus', row.enquiryStatus) },
    { id: 'quote', header: intl.formatMessage({ id: 'i18n_supplier_quoteStatus' }), nowrap: true, cell: (row) => dictionaries.label('quoteStatus', row.quoteStatus) },
    { id: 'end', header: intl.formatMessage({ id: 'i18n_supplier_quoteEnd' }), nowrap: true, cell: (row) => formatTime(row.quoteEndTime) },
  ];
  return (
    <BlockCard title={title} testId="supplier-enquiries">
      <PagedListView list={home.enquiries} columns={columns} rowKey={(row) => row.id} label={title} testId="supplier-enquiries" sizes={PAGE_SIZES} />
    </BlockCard>
  );
});
