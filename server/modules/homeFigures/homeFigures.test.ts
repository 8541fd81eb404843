import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
} from '../../../src/contract/homeFigures.js';
import type { PageResult } from '../../../src/contract/paging.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { FiguresRepo, figureMonths } from './repo.js';
import { FIGURES_DEMO } from './seed.js';
import { FIGURES_MAX_AGE_MS } from './routes.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

describe('home figures', () => {
  let server: TestServer;
  let buyer: Session;
  let supplier: Session;
  beforeAll(async () => {
    server = await startTestServer();
    [buyer, supplier] = await Promise.all([login(server, BUYER_ADMIN), login(server, SUPPLIER_USER)]);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const call = async <T>(session: Session | undefined, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await server.app.inject({ method, url: `${API}${url}`, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, data: response.statusCode === 200 ? body<T>(response).data : (undefined as T), envelope: body(response) };
  };
  const get = async <T>(session: Session, url: string) => {
    const answer = await call<T>(session, 'GET', url);
    expect(answer.status, url).toBe(200);
    return answer.data;
  };
  const sum = (rows: Array<{ count: number }>) => rows.reduce((total, row) => total + row.count, 0);

  const CALLS: Array<['GET' | 'POST', string]> = [
    ['GET', endpoints.findConfirmCount.path],
    ['POST', endpoints.findConfirmCount.path],
    ['GET', endpoints.findCreateDeliveryManage.path],
    ['POST', endpoints.findSaleEnquiries.path],
    ['GET', endpoints.findSaleIndexStatistics.path],
    ['GET', endpoints.findPurchaseHeadFigures.path],
    ['GET', endpoints.findPurchaseRequestFigures.path],
    ['GET', endpoints.findPurchaseEnquiryFigures.path],
    ['GET', endpoints.findPurchaseOrderFigures.path],
    ['GET', endpoints.findPurchaseDeliveryFigures.path],
    ['POST', endpoints.queryElsNavigation.path],
    ['POST', endpoints.getWechatUrl.path],
  ];

  it('needs a token for every call', async () => {
    for (const [method, url] of CALLS) expect((await call(undefined, method, url, method === 'POST' ? {} : undefined)).status, url).toBe(401);
  });

  it("gives the supplier its orders to confirm, deliveries, inquiries and money by month", async () => {
    const confirm = await get<SaleConfirmCount>(supplier, endpoints.findConfirmCount.path);
    expect(confirm).toEqual({ toConfirm: FIGURES_DEMO.supplierToConfirm, changeToConfirm: FIGURES_DEMO.supplierChangeToConfirm, total: 7 });
    expect((await call<SaleConfirmCount>(supplier, 'POST', endpoints.findConfirmCount.path, {})).data).toEqual(confirm);

    const deliveries = await get<SaleDeliveryFigures>(supplier, endpoints.findCreateDeliveryManage.path);
    expect(deliveries.byStatus.map((row) => row.status)).toEqual(['notSent', 'inTransit', 'partReceived', 'received']);
    expect(sum(deliveries.byStatus)).toBeGreaterThan(50);
    expect(deliveries.byMonth.map((row) => row.month)).toEqual(figureMonths(Date.now()));
    expect(deliveries.byMonth.filter((row) => row.count > 0).length).toBeGreaterThanOrEqual(11);

    const finance = await get<SaleFinanceStatistics>(supplier, endpoints.findSaleIndexStatistics.path);
    expect(finance.byMonth).toHaveLength(12);
    expect(finance.receivable).toBeGreaterThan(0);
    expect(finance.received).toBeLessThan(finance.receivable);
    expect(finance.invoiced).toBeGreaterThanOrEqual(finance.received);
    expect(finance.statementsToConfirm).toBe(1);
    expect(finance.currency).toBe('CNY');

    const enquiries = await call<PageResult<SaleEnquiryRow>>(supplier, 'POST', endpoints.findSaleEnquiries.path, { pageSize: 10 });
    expect(enquiries.status).toBe(200);
    expect(enquiries.data.total).toBeGreaterThan(10);
    expect(enquiries.data.rows[0]).toMatchObject({ purchaseElsAccount: '307000', purchaseName: '演示采购有限公司', quoteStatus: expect.any(String) });
    const begins = enquiries.data.rows.map((row) => row.beginDate);
    expect([...begins].sort().reverse()).toEqual(begins);
    const toQuote = await call<PageResult<SaleEnquiryRow>>(supplier, 'POST', endpoints.findSaleEnquiries.path, { quoteStatus: 'toQuote' });
    expect(toQuote.data.rows.every((row) => row.quoteStatus === 'toQuote')).toBe(true);
    const found = await call<PageResult<SaleEnquiryRow>>(supplier, 'POST', endpoints.findSaleEnquiries.path, { keyword: enquiries.data.rows[0]!.enquiryNumber.toLowerCase() });
    expect(found.data.rows.map((row) => row.enquiryNumber)).toEqual([enquiries.data.rows[0]!.enquiryNumber]);
  });

  it('refuses inquiry paging outside the rule and answers no rows beyond the end', async () => {
    for (const bad of [{ pageNo: 0 }, { pageNo: -1 }, { pageSize: 10_000 }, { pageSize: 0 }]) {
      expect((await call(supplier, 'POST', endpoints.findSaleEnquiries.path, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const beyond = await call<PageResult<SaleEnquiryRow>>(supplier, 'POST', endpoints.findSaleEnquiries.path, { pageNo: 100, pageSize: 100 });
    expect(beyond.data.rows).toEqual([]);
    expect(beyond.data.total).toBeGreaterThan(0);
  });

  it("never shows the supplier the buyer's other suppliers, and the buyer none of a supplier's figures", async () => {
    // The supplier's inquiries are those it was invited to: fewer than the buyer's.
    const theirs = await call<PageResult<SaleEnquiryRow>>(supplier, 'POST', endpoints.findSaleEnquiries.path, { pageSize: 100 });
    expect(theirs.data.total).toBeLessThan(FIGURES_DEMO.enquiries);
    // Its deliveries are its own: fewer than the buyer's from all five suppliers.
    const supplierNotes = sum((await get<SaleDeliveryFigures>(supplier, endpoints.findCreateDeliveryManage.path)).byStatus);
    const buyerNotes = sum((await get<PurchaseDeliveryFigures>(buyer, endpoints.findPurchaseDeliveryFigures.path)).byStatus);
    expect(supplierNotes).toBeLessThan(buyerNotes / 3);
    // The buyer's calls answer a supplier's company with nothing; the supplier's answer a buyer with nothing.
    expect(sum((await get<PurchaseOrderFigures>(supplier, endpoints.findPurchaseOrderFigures.path)).byStatus)).toBe(0);
    expect((await get<PurchaseHeadFigures>(supplier, endpoints.findPurchaseHeadFigures.path)).activeSuppliers).toBe(0);
    expect((await get<PurchaseEnquiryFigures>(supplier, endpoints.findPurchaseEnquiryFigures.path)).latest).toEqual([]);
    expect((await get<SaleConfirmCount>(buyer, endpoints.findConfirmCount.path)).total).toBe(0);
    expect((await get<SaleFinanceStatistics>(buyer, endpoints.findSaleIndexStatistics.path)).receivable).toBe(0);
    expect((await call<PageResult<SaleEnquiryRow>>(buyer, 'POST', endpoints.findSaleEnquiries.path, {})).data.total).toBe(0);
  });

  it("gives the buyer each index block's figures", async () => {
    const head = await get<PurchaseHeadFigures>(buyer, endpoints.findPurchaseHeadFigures.path);
    expect(head.month).toBe(figureMonths(Date.now()).at(-1));
    expect(head.activeSuppliers).toBe(5);
    expect(head.orderCountMonth).toBeGreaterThan(0);
    expect(head.openEnquiries).toBeGreaterThan(0);
    expect(head.ordersToConfirm).toBeGreaterThanOrEqual(FIGURES_DEMO.supplierToConfirm + FIGURES_DEMO.supplierChangeToConfirm);

    const orders = await get<PurchaseOrderFigures>(buyer, endpoints.findPurchaseOrderFigures.path);
    expect(sum(orders.byStatus)).toBe(FIGURES_DEMO.orders);
    expect(orders.byMonth.map((row) => row.month)).toEqual(figureMonths(Date.now()));
    expect(orders.byMonth.every((row) => row.count > 0 && row.amount > 0)).toBe(true);

    const requests = await get<PurchaseRequestFigures>(buyer, endpoints.findPurchaseRequestFigures.path);
    expect(sum(requests.byStatus)).toBe(FIGURES_DEMO.requisitions);
    expect(requests.byStatus.map((row) => row.status)).toEqual(['draft', 'approving', 'approved', 'sourcing', 'ordered', 'closed']);

    const enquiries = await get<PurchaseEnquiryFigures>(buyer, endpoints.findPurchaseEnquiryFigures.path);
    expect(sum(enquiries.byStatus)).toBe(FIGURES_DEMO.enquiries);
    expect(enquiries.latest).toHaveLength(5);
    expect(enquiries.latest.slice(1).every((row) => row.inviteCount >= row.answerCount)).toBe(true);
    // Each demo description comes in English too (English mode shows no Chinese there).
    for (const row of enquiries.latest) expect(row.enquiryDescEn, row.enquiryDesc).toMatch(/^[A-Za-z][\x20-\x7e]+ RFQ \(\d+ items?\)$/);

    const deliveries = await get<PurchaseDeliveryFigures>(buyer, endpoints.findPurchaseDeliveryFigures.path);
    expect(deliveries.byStatus.find((row) => row.status === 'inTransit')!.count).toBe(head.deliveriesInTransit);
  });

  it("answers each company's navigation links, with or without a body", async () => {
    const links = await call<NavigationItem[]>(buyer, 'POST', endpoints.queryElsNavigation.path, {});
    expect(links.data.map((item) => item.navUrl)).toContain('/portal/info/documentCenter');
    expect(links.data.map((item) => item.sortNo)).toEqual([...links.data.map((item) => item.sortNo)].sort((a, b) => a - b));
    const bare = await server.app.inject({ method: 'POST', url: `${API}${endpoints.queryElsNavigation.path}`, headers: supplier.headers });
    expect(bare.statusCode, bare.body).toBe(200);
    const supplierLinks = body<NavigationItem[]>(bare).data;
    expect(supplierLinks.some((item) => item.navUrl === '/portal/info/list')).toBe(false);
    expect(supplierLinks.every((item) => item.navName && item.navNameEn)).toBe(true);
  });

  it("answers a WeChat address for the account or for a delivery of the caller's company only", async () => {
    const account = await call<WechatUrlResult>(buyer, 'POST', endpoints.getWechatUrl.path, {});
    expect(account.status).toBe(200);
    expect(account.data.url).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=/);
    expect(account.data.expiresIn).toBe(600);
    const { note_number: note } = await server.db.selectFrom('biz_delivery_notes').select('note_number').where('to_els_account', '=', '').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const own = await call<WechatUrlResult>(buyer, 'POST', endpoints.getWechatUrl.path, { deliveryNoteNumber: note });
    expect(own.status).toBe(200);
    expect(decodeURIComponent(own.data.url)).toContain(note);
    // Another supplier's delivery is not the demo supplier's.
    const other = await call(supplier, 'POST', endpoints.getWechatUrl.path, { deliveryNoteNumber: note });
    expect(other.status).toBe(404);
  });

  it('reads the figures through their indexes (EXPLAIN QUERY PLAN)', async () => {
    // SQLite's plans: PostgreSQL's planner picks by table statistics, not by what an index could serve.
    if (server.engine !== 'sqlite') return;
    const plan = async (text: string, ...args: unknown[]) =>
      (await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, args))).rows.map((row) => row.detail).join('; ');
    expect(await plan('SELECT order_status, count(*) FROM biz_orders WHERE els_account = ? GROUP BY order_status', 'x')).toContain('COVERING INDEX biz_orders_buyer');
    expect(await plan("SELECT substr(order_date, 1, 7) AS month, count(*), sum(amount_fen) FROM biz_orders WHERE els_account = ? AND order_date >= ? GROUP BY substr(order_date, 1, 7)", 'x', 'y')).toContain(
      'COVERING INDEX biz_orders_buyer (els_account=? AND order_date>?)',
    );
    expect(await plan("SELECT count(*) FROM biz_orders WHERE to_els_account = ? AND to_els_account <> '' AND order_status IN ('toConfirm', 'changeToConfirm')", 'x')).toContain('INDEX biz_orders_supplier');
    const page = new FiguresRepo(server.db).saleEnquiryQuery('x', { quoteStatus: undefined, keyword: 'x' }, { pageSize: 1, offset: 0 }).compile(server.db);
    const enquiryPlan = await plan(page.sql, ...page.parameters);
    expect(enquiryPlan).toContain('INDEX biz_enquiry_suppliers_supplier');
    expect(enquiryPlan).not.toContain('TEMP B-TREE');
  });
});

describe("a company's figures, kept for FIGURES_MAX_AGE_MS", () => {
  let server: TestServer;
  afterAll(async () => {
    vi.useRealTimers();
    await server?.dispose();
  });

  it('answers the kept figures to every user of the company, and the new ones once they are that old', async () => {
    server = await startTestServer();
    const [admin, user] = await Promise.all([login(server, BUYER_ADMIN), login(server, BUYER_USER)]);
    const toConfirm = async (session: Session) => {
      const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.findPurchaseOrderFigures.path}`, headers: session.headers });
      expect(response.statusCode).toBe(200);
      return body<PurchaseOrderFigures>(response).data.byStatus.find((row) => row.status === 'toConfirm')!.count;
    };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = await toConfirm(admin);
    // The SRM platform writes the documents, not this server: a new order to confirm.
    await server.db
      .insertInto('biz_orders' as never)
      .values({ els_account: BUYER_ADMIN.elsAccount, to_els_account: '', supplier_name: 'cache test', order_number: 'PO-CACHE-1', order_date: '2026-01-01', order_status: 'toConfirm', amount_fen: 100 } as never)
      .execute();
    // Another user of the same company gets the kept figures: one computation per company.
    vi.advanceTimersByTime(FIGURES_MAX_AGE_MS - 1);
    expect(await toConfirm(user)).toBe(before);
    vi.advanceTimersByTime(1);
    expect(await toConfirm(user)).toBe(before + 1);
  });
});
