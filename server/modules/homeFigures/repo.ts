// Queries of the home figures. A buyer's figures count the documents whose buyer is the caller's
// company; a supplier's those addressed to the caller's company. Nothing else is read.
import type { Statement } from 'better-sqlite3';
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
import type { Database } from '../../platform/db/database.js';

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
  private readonly s: Record<string, Statement>;

  constructor(private readonly db: Database) {
    const prepare = (sql: string) => db.prepare(sql);
    this.s = {
      orderStatus: prepare('SELECT order_status AS status, count(*) AS count FROM biz_orders WHERE els_account = ? GROUP BY order_status'),
      orderMonths: prepare('SELECT substr(order_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_orders WHERE els_account = ? AND order_date >= ? GROUP BY month'),
      orderMonth: prepare('SELECT count(*) AS count, sum(amount_fen) AS fen FROM biz_orders WHERE els_account = ? AND order_date >= ? AND order_date < ?'),
      activeSuppliers: prepare('SELECT count(DISTINCT supplier_name) AS n FROM biz_orders WHERE els_account = ? AND order_date >= ?'),
      ordersToConfirm: prepare("SELECT count(*) AS n FROM biz_orders WHERE els_account = ? AND order_status IN ('toConfirm', 'changeToConfirm')"),
      openEnquiries: prepare("SELECT count(*) AS n FROM biz_enquiries WHERE els_account = ? AND enquiry_status IN ('quoting', 'quoted')"),
      inTransit: prepare("SELECT count(*) AS n FROM biz_delivery_notes WHERE els_account = ? AND note_status = 'inTransit'"),
      requestStatus: prepare('SELECT request_status AS status, count(*) AS count FROM biz_requisitions WHERE els_account = ? GROUP BY request_status'),
      requestMonths: prepare('SELECT substr(request_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_requisitions WHERE els_account = ? AND request_date >= ? GROUP BY month'),
      enquiryStatus: prepare('SELECT enquiry_status AS status, count(*) AS count FROM biz_enquiries WHERE els_account = ? GROUP BY enquiry_status'),
      latestEnquiries: prepare(
        `SELECT e.id, e.enquiry_number, e.enquiry_desc, e.enquiry_status, e.begin_date, e.quote_end_time,
           (SELECT count(*) FROM biz_enquiry_suppliers s WHERE s.enquiry_id = e.id) AS invite_count,
           (SELECT count(*) FROM biz_enquiry_suppliers s WHERE s.enquiry_id = e.id AND s.quote_status <> 'toQuote') AS answer_count
         FROM biz_enquiries e WHERE e.els_account = ? ORDER BY e.begin_date DESC, e.id DESC LIMIT ?`,
      ),
      noteStatus: prepare('SELECT note_status AS status, count(*) AS count FROM biz_delivery_notes WHERE els_account = ? GROUP BY note_status'),
      noteMonths: prepare('SELECT substr(note_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_delivery_notes WHERE els_account = ? AND note_date >= ? GROUP BY month'),
      saleConfirm: prepare("SELECT order_status AS status, count(*) AS count FROM biz_orders WHERE to_els_account = ? AND to_els_account <> '' AND order_status IN ('toConfirm', 'changeToConfirm') GROUP BY order_status"),
      saleToCreate: prepare("SELECT count(*) AS n FROM biz_orders WHERE to_els_account = ? AND to_els_account <> '' AND order_status = 'confirmed'"),
      saleNoteStatus: prepare("SELECT note_status AS status, count(*) AS count FROM biz_delivery_notes WHERE to_els_account = ? AND to_els_account <> '' GROUP BY note_status"),
      saleNoteMonths: prepare(
        "SELECT substr(note_date, 1, 7) AS month, count(*) AS count, sum(amount_fen) AS fen FROM biz_delivery_notes WHERE to_els_account = ? AND to_els_account <> '' AND note_date >= ? GROUP BY month",
      ),
      saleStatements: prepare(
        `SELECT statement_month AS month, sum(amount_fen) AS amount, sum(invoiced_fen) AS invoiced, sum(paid_fen) AS paid FROM biz_statements
         WHERE to_els_account = ? AND to_els_account <> '' AND statement_month >= ? GROUP BY statement_month`,
      ),
      saleStatementsToConfirm: prepare("SELECT count(*) AS n FROM biz_statements WHERE to_els_account = ? AND to_els_account <> '' AND statement_status = 'supplierToConfirm'"),
      navigation: prepare('SELECT id, nav_name, nav_name_en, nav_url, nav_icon, sort_no FROM navigation_items WHERE els_account = ? ORDER BY sort_no, id'),
      noteOfCompany: prepare("SELECT note_number FROM biz_delivery_notes WHERE note_number = ? AND (els_account = ? OR (to_els_account = ? AND to_els_account <> ''))"),
    };
  }

  private readonly enquiryPages = new Map<string, { count: Statement; page: Statement }>();

  private n(name: string, ...args: unknown[]): number {
    return (this.s[name]!.get(...args) as { n: number }).n;
  }

  // ---- buyer ----

  head(user: Account, now: number): PurchaseHeadFigures {
    const months = figureMonths(now);
    const month = months.at(-1)!;
    const [year, monthNo] = month.split('-').map(Number) as [number, number];
    const next = monthNo === 12 ? `${year + 1}-01` : `${year}-${String(monthNo + 1).padStart(2, '0')}`;
    const current = this.s.orderMonth!.get(user.elsAccount, `${month}-01`, `${next}-01`) as { count: number; fen: number | null };
    return {
      month,
      orderCountMonth: current.count,
      orderAmountMonth: yuan(current.fen),
      activeSuppliers: this.n('activeSuppliers', user.elsAccount, `${months[0]}-01`),
      openEnquiries: this.n('openEnquiries', user.elsAccount),
      deliveriesInTransit: this.n('inTransit', user.elsAccount),
      ordersToConfirm: this.n('ordersToConfirm', user.elsAccount),
      currency: FIGURES_CURRENCY,
    };
  }

  orders(user: Account, now: number): PurchaseOrderFigures {
    const months = figureMonths(now);
    return {
      byStatus: byStatus(this.s.orderStatus!.all(user.elsAccount) as Array<{ status: string; count: number }>, STATUSES.order),
      byMonth: byMonth(this.s.orderMonths!.all(user.elsAccount, `${months[0]}-01`) as Array<{ month: string; count: number; fen: number }>, months),
      currency: FIGURES_CURRENCY,
    };
  }

  requisitions(user: Account, now: number): PurchaseRequestFigures {
    const months = figureMonths(now);
    return {
      byStatus: byStatus(this.s.requestStatus!.all(user.elsAccount) as Array<{ status: string; count: number }>, STATUSES.request),
      byMonth: byMonth(this.s.requestMonths!.all(user.elsAccount, `${months[0]}-01`) as Array<{ month: string; count: number; fen: number }>, months),
    };
  }

  enquiries(user: Account): PurchaseEnquiryFigures {
    const latest = this.s.latestEnquiries!.all(user.elsAccount, LATEST_ENQUIRIES) as Array<{
      id: number;
      enquiry_number: string;
      enquiry_desc: string;
      enquiry_status: string;
      begin_date: string;
      quote_end_time: string;
      invite_count: number;
      answer_count: number;
    }>;
    return {
      byStatus: byStatus(this.s.enquiryStatus!.all(user.elsAccount) as Array<{ status: string; count: number }>, STATUSES.enquiry),
      latest: latest.map((row) => ({
        id: String(row.id),
        enquiryNumber: row.enquiry_number,
        enquiryDesc: row.enquiry_desc,
        ...descEnglish(row.enquiry_desc),
        enquiryStatus: row.enquiry_status,
        beginDate: row.begin_date,
        quoteEndTime: row.quote_end_time,
        inviteCount: row.invite_count,
        answerCount: row.answer_count,
      })),
    };
  }

  deliveries(user: Account, now: number): PurchaseDeliveryFigures {
    const months = figureMonths(now);
    return {
      byStatus: byStatus(this.s.noteStatus!.all(user.elsAccount) as Array<{ status: string; count: number }>, STATUSES.delivery),
      byMonth: byMonth(this.s.noteMonths!.all(user.elsAccount, `${months[0]}-01`) as Array<{ month: string; count: number; fen: number }>, months),
    };
  }

  // ---- supplier ----

  confirmCount(user: Account): SaleConfirmCount {
    const rows = this.s.saleConfirm!.all(user.elsAccount) as Array<{ status: string; count: number }>;
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { toConfirm: of('toConfirm'), changeToConfirm: of('changeToConfirm'), total: of('toConfirm') + of('changeToConfirm') };
  }

  saleDeliveries(user: Account, now: number): SaleDeliveryFigures {
    const months = figureMonths(now);
    return {
      toCreate: this.n('saleToCreate', user.elsAccount),
      byStatus: byStatus(this.s.saleNoteStatus!.all(user.elsAccount) as Array<{ status: string; count: number }>, STATUSES.delivery),
      byMonth: byMonth(this.s.saleNoteMonths!.all(user.elsAccount, `${months[0]}-01`) as Array<{ month: string; count: number; fen: number }>, months),
    };
  }

  saleFinance(user: Account, now: number): SaleFinanceStatistics {
    const months = figureMonths(now);
    const rows = this.s.saleStatements!.all(user.elsAccount, months[0]) as Array<{ month: string; amount: number; invoiced: number; paid: number }>;
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
      statementsToConfirm: this.n('saleStatementsToConfirm', user.elsAccount),
      byMonth: byMonthRows,
    };
  }

  private enquiryPage(filter: { quoteStatus: string | undefined; keyword: string }) {
    const key = `${filter.quoteStatus ? 'q' : ''}|${filter.keyword ? 'k' : ''}`;
    let found = this.enquiryPages.get(key);
    if (!found) {
      const where = ["s.to_els_account = @account AND s.to_els_account <> ''"];
      if (filter.quoteStatus) where.push('s.quote_status = @quoteStatus');
      if (filter.keyword) where.push('instr(s.search_text, @keyword) > 0');
      const clause = where.join(' AND ');
      found = {
        count: this.db.prepare(`SELECT count(*) AS n FROM biz_enquiry_suppliers s WHERE ${clause}`),
        page: this.db.prepare(
          `SELECT e.id, e.enquiry_number, e.enquiry_desc, e.els_account, e.purchase_name, e.enquiry_status, s.quote_status, e.begin_date, e.quote_end_time, e.material_count
           FROM biz_enquiry_suppliers s JOIN biz_enquiries e ON e.id = s.enquiry_id WHERE ${clause}
           ORDER BY s.begin_date DESC, s.enquiry_id DESC LIMIT @limit OFFSET @offset`,
        ),
      };
      this.enquiryPages.set(key, found);
    }
    return found;
  }

  /** The SQL of the supplier's inquiry page (for EXPLAIN QUERY PLAN in tests). */
  saleEnquirySql(filter: { quoteStatus: string | undefined; keyword: string }): string {
    return this.enquiryPage(filter).page.source;
  }

  saleEnquiries(user: Account, filter: { quoteStatus: string | undefined; keyword: string }, page: { pageNo: number; pageSize: number; offset: number }): PageResult<SaleEnquiryRow> {
    const { count, page: pageQuery } = this.enquiryPage(filter);
    const bind: Record<string, string | number> = { account: user.elsAccount };
    if (filter.quoteStatus) bind.quoteStatus = filter.quoteStatus;
    if (filter.keyword) bind.keyword = filter.keyword;
    const total = (count.get(bind) as { n: number }).n;
    const rows =
      page.offset < total
        ? (pageQuery.all({ ...bind, limit: page.pageSize, offset: page.offset }) as Array<{
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
          }>)
        : [];
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
        materialCount: row.material_count,
      })),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  // ---- both ----

  navigation(user: Account): NavigationItem[] {
    const rows = this.s.navigation!.all(user.elsAccount) as Array<{ id: number; nav_name: string; nav_name_en: string; nav_url: string; nav_icon: string; sort_no: number }>;
    return rows.map((row) => ({ id: String(row.id), navName: row.nav_name, navNameEn: row.nav_name_en, navUrl: row.nav_url, navIcon: row.nav_icon, sortNo: row.sort_no }));
  }

  /** Whether a delivery note is the caller's company's (as buyer or supplier). */
  hasNote(user: Account, noteNumber: string): boolean {
    return this.s.noteOfCompany!.get(noteNumber, user.elsAccount, user.elsAccount) !== undefined;
  }
}
