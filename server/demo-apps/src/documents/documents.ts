// The business documents of the reference server's seeded approvals, as the demo sub-apps show
// them (server/modules/approvals/seed.ts numbers them; documents.json follows its numbering, and
// server/demo-apps/documents.test.ts checks every seeded approval against it). A document number
// names its kind, its supplier, its amount and its approval process, so the sub-app's detail page
// ("view document" of an approval) shows the same document the approval is about.
import DATA from './documents.json';

export type DocumentKind = 'quotation' | 'order' | 'inquiry' | 'inquiryResult' | 'materialSource' | 'supplierMaster' | 'supplierChange' | 'inspection' | 'admission' | 'sample';

export interface DemoDocument {
  id: string;
  kind: DocumentKind;
  /** [Chinese, English] */
  supplier: readonly string[];
  customer: readonly string[];
  /** yyyy-MM-dd, so many hours before now. */
  date: string;
  /** The approval's process instance. */
  flow: string;
  /** An order's amount, the one its approval's title names; a quotation's amount. */
  amount?: number;
  /** A quotation's inquiry. */
  inquiry?: string;
  /** An inquiry's quotation deadline. */
  quoteEnd?: string;
}

/** The seed's approval kinds by their position (n % 9), each with its numbering: n = (number - offset) / step. */
const KINDS = DATA.kinds.map((kind) => ({ kind: kind.kind as DocumentKind, pattern: new RegExp(kind.pattern), n: (value: number) => (value - kind.offset) / ('step' in kind && kind.step ? kind.step : 1) }));
/** The seed's suppliers, [Chinese, English], in the seed's order. */
const SUPPLIERS = DATA.suppliers;
const BUYER = DATA.buyer;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function hoursAgo(hours: number): string {
  const date = new Date(Date.now() - hours * 3600000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function document(number: string, kind: DocumentKind, supplier: number, flow: string, n: number, hours: number): DemoDocument {
  const found: DemoDocument = { id: number, kind, supplier: SUPPLIERS[supplier]!, customer: BUYER, date: hoursAgo(hours), flow };
  // The order's amount is the one its approval's title names.
  if (kind === 'order') found.amount = 12800 + ((n * 7919) % 480000);
  if (kind === 'inquiry' || kind === 'inquiryResult') found.quoteEnd = hoursAgo(hours - 24 * 7);
  return found;
}

/** The seeded document of this number, or null for any other number. */
export function findDocument(number: unknown): DemoDocument | null {
  if (typeof number !== 'string' || number.length > 40) return null;
  const quote = /^QT-(\d{4})$/.exec(number);
  if (quote) {
    // The supplier's quotations: QT-(3100 + s).
    const s = Number(quote[1]) - 3100;
    if (s < 0 || s >= DATA.quotations) return null;
    return {
      id: number,
      kind: 'quotation',
      supplier: SUPPLIERS[4]!,
      customer: BUYER,
      inquiry: `RFQ-2026-${pad(2000 + s, 4)}`,
      amount: 36800 + ((s * 5227) % 120000),
      date: hoursAgo(s * 11 + 2),
      flow: `AP-300100-${pad(s + 1, 4)}`,
    };
  }
  for (const [index, kind] of KINDS.entries()) {
    const match = kind.pattern.exec(number);
    if (!match) continue;
    const n = kind.n(Number(match[1]));
    // The buyer's processes (李采购's submissions): kind index n % 9, numbered by n.
    if (Number.isInteger(n) && n >= 0 && n < DATA.buyerProcesses && n % KINDS.length === index) {
      return document(number, kind.kind, n % SUPPLIERS.length, `AP-307000-${pad(n + 1, 4)}`, n, n * 9 + 3);
    }
    // The quality department's: admissions (q even) and samples (q odd), numbered 60 + q.
    const q = n - 60;
    if ((kind.kind === 'admission' || kind.kind === 'sample') && Number.isInteger(q) && q >= 0 && q < DATA.qualityProcesses && q % 2 === (kind.kind === 'admission' ? 0 : 1)) {
      return document(number, kind.kind, (q + 2) % SUPPLIERS.length, `AP-307000-Q${pad(q + 1, 3)}`, q, q * 13 + 5);
    }
    return null;
  }
  return null;
}
