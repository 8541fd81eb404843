import { action, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as home from '../core/api/home';
import * as api from '../core/api/services';
import type { AppEntry } from '../contract/menu';
import { PagedList } from './work/pagedList';
import { appsForAccount } from '../core/home/homeRules';

/** The page sizes of the supplier's inquiry list. */
export const ENQUIRY_PAGE_SIZES = [10, 20, 50] as const;

/** What a home block shows while its figures load, when they failed, and when they came. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: string;
}

/** The figures of the home pages by name, each from its own call. */
export interface HomeFigures {
  head: home.PurchaseHeadFigures;
  purchase: home.PurchaseRequestFigures;
  enquiry: home.PurchaseEnquiryFigures;
  order: home.PurchaseOrderFigures;
  logistics: home.PurchaseDeliveryFigures;
  confirm: home.SaleConfirmCount;
  delivery: home.SaleDeliveryFigures;
  finance: home.SaleFinanceStatistics;
  apps: AppEntry[];
  navigation: home.NavigationItem[];
  wechatUrl: home.WechatUrlResult;
}
export type FigureKey = keyof HomeFigures;

type Account = { elsAccount: string; elsSubAccount: string };

/** One call per figure. */
const LOADERS: { [K in FigureKey]: (http: AxiosInstance, account: Account) => Promise<HomeFigures[K]> } = {
  head: (http) => home.findPurchaseHeadFigures(http),
  purchase: (http) => home.findPurchaseRequestFigures(http),
  enquiry: (http) => home.findPurchaseEnquiryFigures(http),
  order: (http) => home.findPurchaseOrderFigures(http),
  logistics: (http) => home.findPurchaseDeliveryFigures(http),
  confirm: (http) => home.findConfirmCount(http),
  delivery: (http) => home.findCreateDeliveryManage(http),
  finance: (http) => home.findSaleIndexStatistics(http),
  apps: async (http, account) => appsForAccount(await api.getMyApp(http, account), account),
  navigation: (http) => home.queryElsNavigation(http),
  wechatUrl: (http) => home.getWechatUrl(http, {}),
};

export interface HomeStoreOptions {
  /** The signed-in account (figures are per account). */
  account: () => Account | undefined;
  /** The text shown when the server was not reached. */
  networkText: () => string;
}

/**
 * The figures of the buyer and supplier home pages: each loads on its own when its block asks
 * (a failing block does not take the page down), once per session unless asked again, and the
 * supplier's inquiry list page by page. Cleared when the session ends.
 */
export class HomeStore {
  readonly scope = 'user' as const;
  figures: Partial<{ [K in FigureKey]: Loadable<HomeFigures[K]> }> = {};
  /** The supplier's inquiries, 10 a page to start with. */
  readonly enquiries: PagedList<home.SaleEnquiryRow>;

  constructor(
    private readonly http: AxiosInstance,
    private readonly options: HomeStoreOptions,
  ) {
    this.enquiries = new PagedList((pageNo, pageSize) => home.findSaleEnquiries(this.http, { pageNo, pageSize }), {
      pageSize: ENQUIRY_PAGE_SIZES[0],
      errorText: (error) => this.errorText(error),
    });
    makeObservable<HomeStore, 'set'>(this, {
      figures: observable.ref,
      set: action,
      clear: action,
    });
  }

  /** The state of one figure (undefined before it was asked for). */
  figure<K extends FigureKey>(key: K): Loadable<HomeFigures[K]> | undefined {
    return this.figures[key] as Loadable<HomeFigures[K]> | undefined;
  }

  private set<K extends FigureKey>(key: K, state: Loadable<HomeFigures[K]>): void {
    this.figures = { ...this.figures, [key]: state };
  }

  /** Loads a figure unless it is loaded or loading; `force` asks again (the retry button). */
  async load<K extends FigureKey>(key: K, force = false): Promise<void> {
    const account = this.options.account();
    const current = this.figure(key);
    if (!account || (!force && current && current.status !== 'error')) return;
    this.set(key, { status: 'loading', data: current?.data });
    try {
      const data = await LOADERS[key](this.http, account);
      this.set(key, { status: 'ready', data });
    } catch (error) {
      this.set(key, { status: 'error', error: this.errorText(error) });
    }
  }

  private errorText(error: unknown): string {
    return error instanceof Error && error.name === 'ApiError' && error.message ? error.message : this.options.networkText();
  }

  clear(): void {
    this.figures = {};
    this.enquiries.clear();
  }
}
