// Queries of the home figures. A buyer's figures count the documents whose buyer is the caller's
// company; a supplier's those addressed to the caller's company. Nothing else is read.
import { sql, type RawBuilder } from 'kysely';
import { enquiryDescEnglish } from './english.js';
import type { Account } from '../../../src/contract/auth.js';
import {
  FIGURES_CURRENCY,
  FIGURE_MONTHS,
  LATEST_ENQUIRIES,
  type MonthFigure,
  type NavigationItem,
  type PurchaseDeliveryFigures,
  type PurchaseEnquiryFigures,
  type PurchaseHeadFigures,
  type PurchaseOrderFigures,
  type PurchaseRequestFigures,
  type SaleConfirmCount,
  type SaleDeliveryFigures,
  type SaleEnquiryRow,
  type SaleFinanceStatistics,
  type StatusCount,
} from '../../../src/contract/homeFigures.js';
import type { PageResult } from '../../../src/contract/paging.js';
import { containsText, type Db } from '../../platform/db/handle.js';

/** The English of an inquiry's description, when the server has it. */
function descEnglish(zh: string): { enquiryDescEn?: string } {
  const en = enquiryDescEnglish(zh);
  return en === undefined ? {} : { enquiryDescEn: en };
}

/** The statuses of each kind of document, in the order the figures list them (the dictionaries' order). */
export const STATUSES = {
  order: ['toConfirm', 'changeToConfirm', 'confirmed', 'refused', 'partReceived', 'received', 'closed', 'cancelled'],
  delivery: ['notSent', 'inTransit', 'partReceived', 'received'],
  enquiry: ['unpublished', 'quoting', 'quoted', 'orderCreated', 'closed'],
  quote: ['toQuote', 'quoted', 'accepted', 'refused'],
  request: ['draft', 'approving', 'approved', 'sourcing', 'ordered', 'closed'],
} as const;

/** `YYYY-MM` of a time (UTC+8, the portal's business time zone). */
export function monthOf(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** The FIGURE_MONTHS months ending with the month of `now`, oldest first. */
export function figureMonths(now: number): string[] {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: FIGURE_MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (FIGURE_MONTHS - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const yuan = (fen: number | null) => Math.round(fen ?? 0) / 100;

/** Every status of the kind, with 0 for those without documents, in order. */
function byStatus(rows: Array<{ status: string; count: number }>, order: readonly string[]): StatusCount[] {
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return order.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Every month of the window, with 0 for a month without documents. */
function byMonth(rows: Array<{ month: string; count: number; fen: number | null }>, months: readonly string[]): MonthFigure[] {
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({ month, count: found.get(month)?.count ?? 0, amount: yuan(found.get(month)?.fen ?? 0) }));
}

export class FiguresRepo {
  constructor(private readonly db: Db) {}

  private async all<Row>(query: RawBuilder<Row>): Promise<Row[]> {
    return (await query.execute(this.db)).rows;
  }

  /** The one number a `SELECT count(*) AS n` answers. */
  private async n(query: RawBuilder<{ n: number }>): Promise<number> {
    const [row] = await this.all(query);
    return Number(row?.n ?? 0);
  }

  private statusCounts(query: RawBuilder<{ status: string; count: number }>): Promise<Array<{ status: string; count: number }>> {
    return this.all(query).then((rows) => rows.map((row) => ({ status: row.status, count: Number(row.count) })));
  }

  private monthCounts(query: RawBuilder<{ month: string; count: number; fen: number | null }>): Promise<Array<{ month: string; count: number; fen: number | null }>> {
    return this.all(query).then((rows) => rows.map((row) => ({ month: row.month, count: Number(row.count), fen: row.fen === null ? null : Number(row.fen) })));
  }

  // ---- buyer ----

  async head(user: Account, now: number): Promise<PurchaseHeadFigures> {
    const months = figureMonths(now);
    const month = months.at(-1)!;
    const [year, monthNo] = month.split('-').map(Number) as [number, number];
    const next = monthNo === 12 ? `${year + 1}-01` : `${year}-${String(monthNo + 1).padStart(2, '0')}`;
    const account = user.elsAccount;
    const [current] = await this.all(
      sql<{ count: number; fen: number | null }>`SELECT count(*) AS count, sum(amount_fen) AS fen FROM biz_orders WHERE els_account = ${account} AND order_date >= ${`${month}-01`} AND order_date < ${`${next}-01`}`,
    );
    return {
      month,
      orderCountMonth: Number(current?.count ?? 0),
      orderAmountMonth: yuan(current?.fen === null || current?.fen === undefined ? null : Number(current.fen)),
      activeSuppliers: await this.n(sql`SELECT count(DISTINCT supplier_name) AS n FROM biz_orders WHERE els_account = ${account} AND order_date >= ${`${months[0]}-01`}`),
      openEnquiries: await this.n(sql`SELECT count(*) AS n FROM biz_enquiries WHERE els_account = ${account} AND enquiry_status IN ('quoting', 'quoted')`),
      deliveriesInTransit: await this.n(sql`SELECT count(*) AS n FROM biz_delivery_notes WHERE els_account = ${account} AND note_status = 'inTransit'`),
      ordersToConfirm: await this.n(sql`SELECT count(*) AS n FROM biz_orders WHERE els_account = ${account} AND order_status IN ('toConfirm', 'changeToConfirm')`),
      currency: FIGURES_CURRENCY,
    };
  }

  async orders(user: Account, now: number): Promise<PurchaseOrderFigures> {
    const months = figureMonths(now);
    const account = user.elsAccount;
    return {
      byStatus: byStatus(await this.statusCounts(sql`SELECT order_status AS status, count(*) AS count FROM biz_orders WHERE els_account = ${account} GROUP BY order_status`), STATUSES.order),
      byMonth: byMonth(
        await this.monthCounts(
          sql`SELECT substr(order_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_orders WHERE els_account = ${account} AND order_date >= ${`${months[0]}-01`} GROUP BY substr(order_date, 1, 7)`,
        ),
        months,
      ),
      currency: FIGURES_CURRENCY,
    };
  }

  async requisitions(user: Account, now: number): Promise<PurchaseRequestFigures> {
    const months = figureMonths(now);
    const account = user.elsAccount;
    return {
      byStatus: byStatus(await this.statusCounts(sql`SELECT request_status AS status, count(*) AS count FROM biz_requisitions WHERE els_account = ${account} GROUP BY request_status`), STATUSES.request),
      byMonth: byMonth(
        await this.monthCounts(
          sql`SELECT substr(request_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_requisitions WHERE els_account = ${account} AND request_date >= ${`${months[0]}-01`} GROUP BY substr(request_date, 1, 7)`,
        ),
        months,
      ),
    };
  }

  async enquiries(user: Account): Promise<PurchaseEnquiryFigures> {
    const account = user.elsAccount;
    const latest = await this.all<{
      id: number;
      enquiry_number: string;
      enquiry_desc: string;
      enquiry_status: string;
      begin_date: string;
      quote_end_time: string;
      invite_count: number;
      answer_count: number;
    }>(
      sql`SELECT e.id, e.enquiry_number, e.enquiry_desc, e.enquiry_status, e.begin_date, e.quote_end_time,
           (SELECT count(*) FROM biz_enquiry_suppliers s WHERE s.enquiry_id = e.id) AS invite_count,
           (SELECT count(*) FROM biz_enquiry_suppliers s WHERE s.enquiry_id = e.id AND s.quote_status <> 'toQuote') AS answer_count
         FROM biz_enquiries e WHERE e.els_account = ${account} ORDER BY e.begin_date DESC, e.id DESC LIMIT ${LATEST_ENQUIRIES}`,
    );
    return {
      byStatus: byStatus(await this.statusCounts(sql`SELECT enquiry_status AS status, count(*) AS count FROM biz_enquiries WHERE els_account = ${account} GROUP BY enquiry_status`), STATUSES.enquiry),
      latest: latest.map((row) => ({
        id: String(row.id),
        enquiryNumber: row.enquiry_number,
        enquiryDesc: row.enquiry_desc,
        ...descEnglish(row.enquiry_desc),
        enquiryStatus: row.enquiry_status,
        beginDate: row.begin_date,
        quoteEndTime: row.quote_end_time,
        inviteCount: Number(row.invite_count),
        answerCount: Number(row.answer_count),
      })),
    };
  }

  async deliveries(user: Account, now: number): Promise<PurchaseDeliveryFigures> {
    const months = figureMonths(now);
    const account = user.elsAccount;
    return {
      byStatus: byStatus(await this.statusCounts(sql`SELECT note_status AS status, count(*) AS count FROM biz_delivery_notes WHERE els_account = ${account} GROUP BY note_status`), STATUSES.delivery),
      byMonth: byMonth(
        await this.monthCounts(
          sql`SELECT substr(note_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_delivery_notes WHERE els_account = ${account} AND note_date >= ${`${months[0]}-01`} GROUP BY substr(note_date, 1, 7)`,
        ),
        months,
      ),
    };
  }

  // ---- supplier ----

  async confirmCount(user: Account): Promise<SaleConfirmCount> {
    const rows = await this.statusCounts(
      sql`SELECT order_status AS status, count(*) AS count FROM biz_orders WHERE to_els_account = ${user.elsAccount} AND to_els_account <> '' AND order_status IN ('toConfirm', 'changeToConfirm') GROUP BY order_status`,
    );
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { toConfirm: of('toConfirm'), changeToConfirm: of('changeToConfirm'), total: of('toConfirm') + of('changeToConfirm') };
  }

  async saleDeliveries(user: Account, now: number): Promise<SaleDeliveryFigures> {
    const months = figureMonths(now);
    const account = user.elsAccount;
    return {
      toCreate: await this.n(sql`SELECT count(*) AS n FROM biz_orders WHERE to_els_account = ${account} AND to_els_account <> '' AND order_status = 'confirmed'`),
      byStatus: byStatus(
        await this.statusCounts(sql`SELECT note_status AS status, count(*) AS count FROM biz_delivery_notes WHERE to_els_account = ${account} AND to_els_account <> '' GROUP BY note_status`),
        STATUSES.delivery,
      ),
      byMonth: byMonth(
        await this.monthCounts(
          sql`SELECT substr(note_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_delivery_notes
              WHERE to_els_account = ${account} AND to_els_account <> '' AND note_date >= ${`${months[0]}-01`} GROUP BY substr(note_date, 1, 7)`,
        ),
        months,
      ),
    };
  }

  async saleFinance(user: Account, now: number): Promise<SaleFinanceStatistics> {
    const months = figureMonths(now);
    const account = user.elsAccount;
    const rows = (
      await this.all<{ month: string; amount: number; invoiced: number; paid: number }>(
        sql`SELECT statement_month AS month, sum(amount_fen) AS amount, sum(invoiced_fen) AS invoiced, sum(paid_fen) AS paid FROM biz_statements
            WHERE to_els_account = ${account} AND to_els_account <> '' AND statement_month >= ${months[0]!} GROUP BY statement_month`,
      )
    ).map((row) => ({ month: row.month, amount: Number(row.amount), invoiced: Number(row.invoiced), paid: Number(row.paid) }));
    const found = new Map(rows.map((row) => [row.month, row]));
    const byMonthRows = months.map((month) => ({
      month,
      receivable: yuan(found.get(month)?.amount ?? 0),
      invoiced: yuan(found.get(month)?.invoiced ?? 0),
      received: yuan(found.get(month)?.paid ?? 0),
    }));
    const sum = (key: 'amount' | 'invoiced' | 'paid') => yuan(rows.reduce((total, row) => total + row[key], 0));
    return {
      currency: FIGURES_CURRENCY,
      receivable: sum('amount'),
      invoiced: sum('invoiced'),
      received: sum('paid'),
      statementsToConfirm: await this.n(sql`SELECT count(*) AS n FROM biz_statements WHERE to_els_account = ${account} AND to_els_account <> '' AND statement_status = 'supplierToConfirm'`),
      byMonth: byMonthRows,
    };
  }

  private enquiryWhere(account: string, filter: { quoteStatus: string | undefined; keyword: string }) {
    const parts = [sql`s.to_els_account = ${account} AND s.to_els_account <> ''`];
    if (filter.quoteStatus) parts.push(sql`s.quote_status = ${filter.quoteStatus}`);
    if (filter.keyword) parts.push(containsText(this.db, sql.ref('s.search_text'), filter.keyword));
    return sql.join(parts, sql` AND `);
  }

  /** A page of the inquiries a supplier was invited to, newest first (the supplier index's order). */
  saleEnquiryQuery(account: string, filter: { quoteStatus: string | undefined; keyword: string }, page: { pageSize: number; offset: number }) {
    return sql<{
      id: number;
      enquiry_number: string;
      enquiry_desc: string;
      els_account: string;
      purchase_name: string;
      enquiry_status: string;
      quote_status: string;
      begin_date: string;
      quote_end_time: string;
      material_count: number;
    }>`SELECT e.id, e.enquiry_number, e.enquiry_desc, e.els_account, e.purchase_name, e.enquiry_status, s.quote_status, e.begin_date, e.quote_end_time, e.material_count
       FROM biz_enquiry_suppliers s JOIN biz_enquiries e ON e.id = s.enquiry_id WHERE ${this.enquiryWhere(account, filter)}
       ORDER BY s.begin_date DESC, s.enquiry_id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}`;
  }

  async saleEnquiries(user: Account, filter: { quoteStatus: string | undefined; keyword: string }, page: { pageNo: number; pageSize: number; offset: number }): Promise<PageResult<SaleEnquiryRow>> {
    const total = await this.n(sql`SELECT count(*) AS n FROM biz_enquiry_suppliers s WHERE ${this.enquiryWhere(user.elsAccount, filter)}`);
    const rows = page.offset < total ? await this.all(this.saleEnquiryQuery(user.elsAccount, filter, page)) : [];
    return {
      rows: rows.map((row) => ({
        id: String(row.id),
        enquiryNumber: row.enquiry_number,
        enquiryDesc: row.enquiry_desc,
        ...descEnglish(row.enquiry_desc),
        purchaseElsAccount: row.els_account,
        purchaseName: row.purchase_name,
        enquiryStatus: row.enquiry_status,
        quoteStatus: row.quote_status,
        beginDate: row.begin_date,
        quoteEndTime: row.quote_end_time,
        materialCount: Number(row.material_count),
      })),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  // ---- both ----

  async navigation(user: Account): Promise<NavigationItem[]> {
    const rows = await this.all<{ id: number; nav_name: string; nav_name_en: string; nav_url: string; nav_icon: string; sort_no: number }>(
      sql`SELECT id, nav_name, nav_name_en, nav_url, nav_icon, sort_no FROM navigation_items WHERE els_account = ${user.elsAccount} ORDER BY sort_no, id`,
    );
    return rows.map((row) => ({ id: String(row.id), navName: row.nav_name, navNameEn: row.nav_name_en, navUrl: row.nav_url, navIcon: row.nav_icon, sortNo: Number(row.sort_no) }));
  }

  /** Whether a delivery note is the caller's company's (as buyer or supplier). */
  async hasNote(user: Account, noteNumber: string): Promise<boolean> {
    const rows = await this.all(
      sql`SELECT note_number FROM biz_delivery_notes WHERE note_number = ${noteNumber} AND (els_account = ${user.elsAccount} OR (to_els_account = ${user.elsAccount} AND to_els_account <> ''))`,
    );
    return rows.length > 0;
  }
}
