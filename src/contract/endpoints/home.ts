// The home pages' calls: the supplier home's four, one per buyer index block, the navigation links
// and the WeChat address. Each block loads on its own and shows its own error: they are silent.
import type { PageResult } from '../paging';
import type {
  NavigationItem,
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
} from '../homeFigures';
import type { NavigationQueryBody, SaleEnquiryFindBody, WechatUrlBody } from '../bodies';
import { QUIET, get, named, post } from './endpoint';

export const homeEndpoints = named({
  /** Supplier home: orders to confirm; POST is taken too. */
  findConfirmCount: get<undefined, SaleConfirmCount>()('/order/SaleOrderService/findConfirmCount', { ...QUIET, alsoAccepts: ['POST'] }),
  /** Supplier home: deliveries to create, by month. */
  findCreateDeliveryManage: get<undefined, SaleDeliveryFigures>()('/order/SaleDeliveryNoteService/findCreateDeliveryManage', QUIET),
  /** Supplier home: one page of enquiries. */
  findSaleEnquiries: post<SaleEnquiryFindBody, PageResult<SaleEnquiryRow>>()('/inquiry/SaleEnquiryService/findPageList', QUIET),
  /** Supplier home: the finance figures. */
  findSaleIndexStatistics: get<undefined, SaleFinanceStatistics>()('/finance/FinanceSaleCostHeadService/findSaleIndexStatistics', QUIET),
  /** Buyer home: the head block's counts. */
  findPurchaseHeadFigures: get<undefined, PurchaseHeadFigures>()('/index/PurchaseIndexService/findHeadStatistics', QUIET),
  /** Buyer home: purchase requests. */
  findPurchaseRequestFigures: get<undefined, PurchaseRequestFigures>()('/purchase/PurchaseRequestService/findIndexStatistics', QUIET),
  /** Buyer home: enquiries. */
  findPurchaseEnquiryFigures: get<undefined, PurchaseEnquiryFigures>()('/inquiry/PurchaseEnquiryService/findIndexStatistics', QUIET),
  /** Buyer home: orders. */
  findPurchaseOrderFigures: get<undefined, PurchaseOrderFigures>()('/order/PurchaseOrderService/findIndexStatistics', QUIET),
  /** Buyer home: deliveries (logistics). */
  findPurchaseDeliveryFigures: get<undefined, PurchaseDeliveryFigures>()('/order/PurchaseDeliveryNoteService/findIndexStatistics', QUIET),
  /** Both homes: the navigation links. */
  queryElsNavigation: post<NavigationQueryBody, NavigationItem[]>()('/ElsNavigationService/queryElsNavigation', QUIET),
  /** Both homes: the WeChat authorisation address of a page. */
  getWechatUrl: post<WechatUrlBody, WechatUrlResult>()('/order/PurchaseDeliveryManageService/getWechatUrl', QUIET),
});
