import type { AxiosInstance } from 'axios';
import { call } from './call';
import { homeEndpoints as h } from '../../contract/endpoints/home';
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

// ---- supplier home ----

export const findConfirmCount = (http: AxiosInstance) => call(http, h.findConfirmCount);

export const findCreateDeliveryManage = (http: AxiosInstance) => call(http, h.findCreateDeliveryManage);

export const findSaleEnquiries = (http: AxiosInstance, body: SaleEnquiryFindBody = {}) => call(http, h.findSaleEnquiries, { body });

export const findSaleIndexStatistics = (http: AxiosInstance) => call(http, h.findSaleIndexStatistics);

// ---- buyer home: one call per index block ----

export const findPurchaseHeadFigures = (http: AxiosInstance) => call(http, h.findPurchaseHeadFigures);

export const findPurchaseRequestFigures = (http: AxiosInstance) => call(http, h.findPurchaseRequestFigures);

export const findPurchaseEnquiryFigures = (http: AxiosInstance) => call(http, h.findPurchaseEnquiryFigures);

export const findPurchaseOrderFigures = (http: AxiosInstance) => call(http, h.findPurchaseOrderFigures);

export const findPurchaseDeliveryFigures = (http: AxiosInstance) => call(http, h.findPurchaseDeliveryFigures);

// ---- both ----

export const queryElsNavigation = (http: AxiosInstance) => call(http, h.queryElsNavigation, { body: {} });

export const getWechatUrl = (http: AxiosInstance, body: WechatUrlBody = {}) => call(http, h.getWechatUrl, { body });
