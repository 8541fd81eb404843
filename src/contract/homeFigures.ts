// The figures of the home pages: the supplier home (orders to confirm, deliveries, inquiries,
// finance by month), the buyer home's blocks (head, purchase, enquiry, order, logistics; each
// switched by its IndexPage_* setting), the navigation links and the WeChat address. Each call
// answers the signed-in user's company only: a buyer's figures count its own documents, a
// supplier's the documents its customers addressed to it. Plain TypeScript: the shell imports this.

/** Amounts are yuan with two decimals, in this currency. */
export const FIGURES_CURRENCY = 'CNY';
/** Figures by month cover this many months, the current one last. */
export const FIGURE_MONTHS = 12;

/** A month as `YYYY-MM`. */
export type Month = string;

/** How many documents are in one status (the status is a value of the named dictionary). */
export interface StatusCount {
  status: string;
  count: number;
}

/** Documents (and their amount, where they have one) of one month. */
export interface MonthFigure {
  month: Month;
  count: number;
  amount: number;
}

// ---- supplier home -------------------------------------------------------------------------

/** order/SaleOrderService/findConfirmCount: orders waiting for the supplier's confirmation. */
export interface SaleConfirmCount {
  /** New orders to confirm, and changed orders to confirm. */
  toConfirm: number;
  changeToConfirm: number;
  total: number;
}

/** order/SaleDeliveryNoteService/findCreateDeliveryManage: the supplier's deliveries. */
export interface SaleDeliveryFigures {
  /** Confirmed order lines still to ship (delivery notes to create). */
  toCreate: number;
  /** Delivery notes by status (dictionary `deliveryStatus`). */
  byStatus: StatusCount[];
  /** Delivery notes sent per month (count; amount: the goods' value). */
  byMonth: MonthFigure[];
}

/** One inquiry the supplier was invited to (inquiry/SaleEnquiryService/findPageList). */
export interface SaleEnquiryRow {
  id: string;
  enquiryNumber: string;
  enquiryDesc: string;
  /** English of the description, when the server has it (the shell picks by language). */
  enquiryDescEn?: string;
  /** The buyer that sent it. */
  purchaseElsAccount: string;
  purchaseName: string;
  /** dictionary `enquiryStatus` (the inquiry's own status). */
  enquiryStatus: string;
  /** dictionary `quoteStatus`: where the supplier's quote stands. */
  quoteStatus: string;
  beginDate: string;
  quoteEndTime: string;
  materialCount: number;
}

/** finance/FinanceSaleCostHeadService/findSaleIndexStatistics: the supplier's money, by month. */
export interface SaleFinanceStatistics {
  currency: string;
  /** Totals over the months shown. */
  receivable: number;
  invoiced: number;
  received: number;
  /** Statements waiting for the supplier's confirmation. */
  statementsToConfirm: number;
  byMonth: Array<{ month: Month; receivable: number; invoiced: number; received: number }>;
}

// ---- buyer home ----------------------------------------------------------------------------

/** index/PurchaseIndexService/findHeadStatistics: the head block's key figures. */
export interface PurchaseHeadFigures {
  /** The current month (`YYYY-MM`) the month figures are of. */
  month: Month;
  orderCountMonth: number;
  orderAmountMonth: number;
  /** Suppliers with an order in the last 12 months. */
  activeSuppliers: number;
  openEnquiries: number;
  deliveriesInTransit: number;
  ordersToConfirm: number;
  currency: string;
}

/** purchase/PurchaseRequestService/findIndexStatistics: requisitions (dictionary `requestStatus`). */
export interface PurchaseRequestFigures {
  byStatus: StatusCount[];
  byMonth: MonthFigure[];
}

/** One inquiry of the buyer (newest first) in the enquiry block. */
export interface PurchaseEnquiryRow {
  id: string;
  enquiryNumber: string;
  enquiryDesc: string;
  /** English of the description, when the server has it (the shell picks by language). */
  enquiryDescEn?: string;
  enquiryStatus: string;
  beginDate: string;
  quoteEndTime: string;
  inviteCount: number;
  answerCount: number;
}

/** inquiry/PurchaseEnquiryService/findIndexStatistics (dictionary `enquiryStatus`). */
export interface PurchaseEnquiryFigures {
  byStatus: StatusCount[];
  latest: PurchaseEnquiryRow[];
}

/** order/PurchaseOrderService/findIndexStatistics (dictionary `orderStatus`). */
export interface PurchaseOrderFigures {
  byStatus: StatusCount[];
  byMonth: MonthFigure[];
  currency: string;
}

/** order/PurchaseDeliveryNoteService/findIndexStatistics (dictionary `deliveryStatus`). */
export interface PurchaseDeliveryFigures {
  byStatus: StatusCount[];
  byMonth: MonthFigure[];
}

/** Rows of the enquiry block's list. */
export const LATEST_ENQUIRIES = 5;

// ---- both ----------------------------------------------------------------------------------

/** ElsNavigationService/queryElsNavigation: the company's quick links, in order. */
export interface NavigationItem {
  id: string;
  navName: string;
  navNameEn: string;
  /** A path of the portal (`/portal/...`, a route) or an https address. */
  navUrl: string;
  navIcon: string;
  sortNo: number;
}

/** order/PurchaseDeliveryManageService/getWechatUrl: the WeChat page of a delivery (or of the account). */
export interface WechatUrlResult {
  url: string;
  /** Seconds the address stays valid. */
  expiresIn: number;
}
