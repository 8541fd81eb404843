import type { AxiosInstance } from 'axios';
import { dataOf, type ApiEnvelope } from './http';
import type {
  NavigationItem,
  PageResult,
  PurchaseDeliveryFigures,
  PurchaseEnquiryFigures,
  PurchaseHeadFigures,
  PurchaseOrderFigures,
  PurchaseRequestFigures,
  SaleConfirmCount,
  SaleDeliveryFigures,
  SaleEnquiryRow,
  SaleFinanceStatistics,
  WechatUrlResult,
} from '../../contract';
import type { SaleEnquiryFindBody, WechatUrlBody } from '../../contract/bodies';

/**
 * The home pages' calls over the HTTP client: the supplier home's four, one per buyer index block
 * (head, purchase, enquiry, order, logistics), the navigation links and the WeChat address. Each
 * block loads on its own, so a failing block does not take the page down: they are silent.
 */

export type {
  MonthFigure,
  NavigationItem,
  PurchaseDeliveryFigures,
  PurchaseEnquiryFigures,
  PurchaseEnquiryRow,
  PurchaseHeadFigures,
  PurchaseOrderFigures,
  PurchaseRequestFigures,
  SaleConfirmCount,
  SaleDeliveryFigures,
  SaleEnquiryRow,
  SaleFinanceStatistics,
  StatusCount,
  WechatUrlResult,
} from '../../contract';
export type { SaleEnquiryFindBody, WechatUrlBody } from '../../contract/bodies';

const quiet = { silent: true } as const;

// ---- supplier home ----

export const findConfirmCount = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<SaleConfirmCount>>('/order/SaleOrderService/findConfirmCount', quiet));

export const findCreateDeliveryManage = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<SaleDeliveryFigures>>('/order/SaleDeliveryNoteService/findCreateDeliveryManage', quiet));

export const findSaleEnquiries = (http: AxiosInstance, body: SaleEnquiryFindBody = {}) =>
  dataOf(http.post<ApiEnvelope<PageResult<SaleEnquiryRow>>>('/inquiry/SaleEnquiryService/findPageList', body, quiet));

export const findSaleIndexStatistics = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<SaleFinanceStatistics>>('/finance/FinanceSaleCostHeadService/findSaleIndexStatistics', quiet));

// ---- buyer home: one call per index block ----

export const findPurchaseHeadFigures = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<PurchaseHeadFigures>>('/index/PurchaseIndexService/findHeadStatistics', quiet));

export const findPurchaseRequestFigures = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<PurchaseRequestFigures>>('/purchase/PurchaseRequestService/findIndexStatistics', quiet));

export const findPurchaseEnquiryFigures = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<PurchaseEnquiryFigures>>('/inquiry/PurchaseEnquiryService/findIndexStatistics', quiet));

export const findPurchaseOrderFigures = (http: AxiosInstance) => dataOf(http.get<ApiEnvelope<PurchaseOrderFigures>>('/order/PurchaseOrderService/findIndexStatistics', quiet));

export const findPurchaseDeliveryFigures = (http: AxiosInstance) =>
  dataOf(http.get<ApiEnvelope<PurchaseDeliveryFigures>>('/order/PurchaseDeliveryNoteService/findIndexStatistics', quiet));

// ---- both ----

export const queryElsNavigation = (http: AxiosInstance) => dataOf(http.post<ApiEnvelope<NavigationItem[]>>('/ElsNavigationService/queryElsNavigation', {}, quiet));

export const getWechatUrl = (http: AxiosInstance, body: WechatUrlBody = {}) =>
  dataOf(http.post<ApiEnvelope<WechatUrlResult>>('/order/PurchaseDeliveryManageService/getWechatUrl', body, quiet));
