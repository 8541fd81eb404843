// Home pages (issue 9 point 1): the figures of the home blocks, each loaded on its own.
import type {
  AppEntry,
  MonthFigure,
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
  StatusCount,
  WechatUrlResult,
} from '../../contract';
import type { PagedListApi } from './lists';

export type {
  AppEntry,
  MonthFigure,
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
  StatusCount,
  WechatUrlResult,
};
export { formatAmount, indexPageFlags, monthLabel, navigationLinks, shortMonthLabel, totalOf } from '../../core/home/homeRules';
export { valueAxis, type ValueAxis } from '../../core/home/axisTicks';

/** What a home block shows while its figures load, when they failed, and when they came. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: string;
}

export interface HomeFigureMap {
  head: PurchaseHeadFigures;
  purchase: PurchaseRequestFigures;
  enquiry: PurchaseEnquiryFigures;
  order: PurchaseOrderFigures;
  logistics: PurchaseDeliveryFigures;
  confirm: SaleConfirmCount;
  delivery: SaleDeliveryFigures;
  finance: SaleFinanceStatistics;
  apps: AppEntry[];
  navigation: NavigationItem[];
  wechatUrl: WechatUrlResult;
}

/** The home pages' figures, each loaded on its own. Observable. */
export interface HomeApi {
  figure<K extends keyof HomeFigureMap>(key: K): Loadable<HomeFigureMap[K]> | undefined;
  /** Loads a figure once; `force` asks again. */
  load(key: keyof HomeFigureMap, force?: boolean): Promise<void>;
  /** The supplier's inquiries, paged (10 a page to start with). */
  readonly enquiries: PagedListApi<SaleEnquiryRow>;
  /** The five IndexPage_* flags (purchase, enquiry, order, logistics, head), kept with the settings. */
  readonly indexPageFlags: boolean[];
}
