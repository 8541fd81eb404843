// The demo records (records.json), typed: [Chinese, English] for free text, codes for everything
// the dictionary labels (statuses, value lists), supplier names by key.
import type { DemoRecord } from './actions';
import type { BiText } from './i18n';
import RECORDS from './records.json';

type SupplierKey = keyof typeof RECORDS.supplierNames;

export interface Rfq { id: string; desc: BiText; status: string; end: string; invited: number; answered: number; owner: BiText; flow: string }
export interface RfqLine { material: string; name: BiText; quantity: number; unit: BiText; price: number; tax: number }
export interface Order { id: string; supplier: SupplierKey; type: string; amount: number; date: string; delivery: string; status: string; flow: string }
export interface Supplier { id: string; name: SupplierKey; credit: string; industry: BiText; status: string; contact: BiText; phone: string; flow: string }
/** The Globex tenant's contracts (its approval type 'contract' is in its approval link map). */
export interface Contract { id: string; name: BiText; supplier: SupplierKey; amount: number; status: string }
export interface Statement { id: string; supplier: SupplierKey; amount: number; status: string; invoice: string; invoiceType: string }

export const SUPPLIER_NAMES: Record<SupplierKey, BiText> = RECORDS.supplierNames;
export const RFQS: readonly Rfq[] = RECORDS.rfqs;
export const RFQ_LINES: readonly RfqLine[] = RECORDS.rfqLines;
export const ORDERS = RECORDS.orders as readonly Order[];
export const SUPPLIERS = RECORDS.suppliers as readonly Supplier[];
export const CONTRACTS = RECORDS.contracts as readonly Contract[];
export const MONTHS: ReadonlyArray<{ month: string; amount: number }> = RECORDS.months;
export const BY_TYPE: ReadonlyArray<{ type: string; amount: number }> = RECORDS.byType;
export const STATEMENTS = RECORDS.statements as readonly Statement[];
/** The report's record: its buttons open a tab and the flow dialog through the bridge (the tests use them). */
export const REPORT_RECORD = RECORDS.reportRecord as DemoRecord;

/** Finds a record by its id (the hash route's ?id=). */
export function byId<T extends { id: string }>(rows: readonly T[], id: string | null): T | undefined {
  return rows.find((row) => row.id === id);
}

export function rfqRecord(row: Rfq): DemoRecord {
  return { id: row.id, flow: row.flow, page: '/subapps/rfq/#/v2/detail', label: 'detailInquiry' };
}
export function orderRecord(row: Order): DemoRecord {
  return { id: row.id, flow: row.flow, page: '/subapps/order/#/v2/order/detail', label: 'detailOrder' };
}
export function supplierRecord(row: Supplier): DemoRecord {
  return { id: row.id, flow: row.flow, page: '/subapps/supplier/#/v2/supplierView1', label: 'detailSupplier', type: 'supplierDetail' };
}
