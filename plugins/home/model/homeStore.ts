import { action, makeObservable, observable } from 'mobx';
import { PagedList, appsForAccount, defineModel, type ModelServices, type SaleEnquiryRow, type ServerCalls } from '@plugin-api';

/** The page sizes of the supplier's inquiry list. */
export const ENQUIRY_PAGE_SIZES = [10, 20, 50] as const;

/** What a home block shows while its figures load, when they failed, and when they came. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: string;
}

type Calls = ServerCalls['home'];
type Account = { elsAccount: string; elsSubAccount: string };

/**
 * One call per figure: a new figure is one line here (its answer type follows from its call).
 * The home blocks and pages read them by name (useFigure).
 */
const LOADERS = {
  head: (calls: Calls) => calls.findPurchaseHeadFigures(),
  purchase: (calls: Calls) => calls.findPurchaseRequestFigures(),
  enquiry: (calls: Calls) => calls.findPurchaseEnquiryFigures(),
  order: (calls: Calls) => calls.findPurchaseOrderFigures(),
  logistics: (calls: Calls) => calls.findPurchaseDeliveryFigures(),
  confirm: (calls: Calls) => calls.findConfirmCount(),
  delivery: (calls: Calls) => calls.findCreateDeliveryManage(),
  finance: (calls: Calls) => calls.findSaleIndexStatistics(),
  apps: async (calls: Calls, account: Account) => appsForAccount(await calls.getMyApp(account), account),
  navigation: (calls: Calls) => calls.queryElsNavigation(),
  wechatUrl: (calls: Calls) => calls.getWechatUrl({}),
};

/** The figures of the home pages by name, each from its own call. */
export type HomeFigures = { [K in keyof typeof LOADERS]: Awaited<ReturnType<(typeof LOADERS)[K]>> };
export type FigureKey = keyof HomeFigures;

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
  readonly enquiries: PagedList<SaleEnquiryRow>;

  constructor(
    private readonly calls: Calls,
    private readonly options: HomeStoreOptions,
  ) {
    this.enquiries = new PagedList((pageNo, pageSize) => this.calls.findSaleEnquiries({ pageNo, pageSize }), {
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
      const data = (await LOADERS[key](this.calls, account)) as HomeFigures[K];
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

/** The home plugin's model: the portal creates it once from the services it asks for. */
export const homeModel = defineModel('home', (services: ModelServices) => new HomeStore(services.calls.home, { account: services.account, networkText: services.networkText }));
