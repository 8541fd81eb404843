// Demo documents behind the home figures: fourteen months of purchase orders of the demo buyer to
// five suppliers (one of them the demo supplier, who sees its own), their delivery notes,
// inquiries with their invited suppliers, purchase requisitions, the demo supplier's monthly
// statements, and both companies' navigation links. Deterministic from each document's number;
// dates count back from the seed time, so the last twelve months always have figures.
import { BUYER_ACCOUNT, SUPPLIER_ACCOUNT, demoTenantName } from '../../fixtures/demoLogins.js';
import type { SeedStep } from '../../platform/db/steps.js';
import type { Db } from '../../platform/db/handle.js';
import { monthOf } from './repo.js';

const DAY = 86_400_000;
const SUPPLIERS: ReadonlyArray<{ name: string; account: string }> = [
  { name: '演示供应商有限公司', account: SUPPLIER_ACCOUNT },
  { name: '华东精密零件有限公司', account: '' },
  { name: '星河电子科技有限公司', account: '' },
  { name: '远航物流有限公司', account: '' },
  { name: '青松包装材料有限公司', account: '' },
];
const MATERIALS = ['不锈钢螺栓', '铝合金外壳', '锂电池组', '瓦楞纸箱', 'PCB 主板', '密封圈', '伺服电机', '工业润滑油', '铜端子', '防静电托盘'];

/** How many of each the demo has (the tests read these). */
export const FIGURES_DEMO = {
  orders: 600,
  /** The demo supplier's orders waiting for it: new ones, and changed ones. */
  supplierToConfirm: 5,
  supplierChangeToConfirm: 2,
  enquiries: 80,
  requisitions: 300,
} as const;

const date = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

function orderStatus(ageDays: number, n: number): string {
  if (ageDays < 3) return n % 4 === 0 ? 'changeToConfirm' : 'toConfirm';
  if (n % 29 === 0) return 'refused';
  if (n % 31 === 0) return 'cancelled';
  if (ageDays < 20) return n % 3 === 0 ? 'partReceived' : 'confirmed';
  if (ageDays < 45) return n % 2 === 0 ? 'partReceived' : 'received';
  return n % 5 === 0 ? 'closed' : 'received';
}

type Row = Record<string, string | number>;

/** Rows per INSERT: at most 9 columns × 500 rows, far below both engines' parameter limits. */
const INSERT_CHUNK = 500;

/** Inserts rows in chunks. */
async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) await db.insertInto(table).values(rows.slice(from, from + INSERT_CHUNK)).execute();
}

async function insertAll(db: Db, anchor: number): Promise<void> {
  const orders: Row[] = [];
  const deliveryNotes: Row[] = [];
  // The demo supplier's own orders: the newest ones wait for its confirmation (new, then changed).
  let supplierRecent = 0;
  const receivedBySupplierMonth = new Map<string, number>();
  for (let n = 0; n < FIGURES_DEMO.orders; n += 1) {
    // Newest first: about 1.4 orders a day over fourteen months.
    const ageDays = Math.floor((n * 425) / FIGURES_DEMO.orders);
    const orderedAt = anchor - ageDays * DAY - (n % 9) * 3_600_000;
    const supplier = SUPPLIERS[(n * 7) % SUPPLIERS.length]!;
    let status = orderStatus(ageDays, n);
    if (supplier.account !== '') {
      if (supplierRecent < FIGURES_DEMO.supplierToConfirm) status = 'toConfirm';
      else if (supplierRecent < FIGURES_DEMO.supplierToConfirm + FIGURES_DEMO.supplierChangeToConfirm) status = 'changeToConfirm';
      else if (status === 'toConfirm' || status === 'changeToConfirm') status = 'confirmed';
      supplierRecent += 1;
    }
    const amountFen = (3_000 + ((n * 7_919) % 180_000)) * 100 + ((n * 37) % 100);
    const orderNumber = `PO2026${String(900000 + n).padStart(6, '0')}`;
    orders.push({ els_account: BUYER_ACCOUNT, to_els_account: supplier.account, supplier_name: supplier.name, order_number: orderNumber, order_date: date(orderedAt), order_status: status, amount_fen: amountFen });
    // Delivery notes of the orders that were confirmed: one, or two for a partial delivery.
    if (['confirmed', 'partReceived', 'received', 'closed'].includes(status)) {
      const notes = status === 'partReceived' ? 2 : 1;
      for (let k = 0; k < notes; k += 1) {
        const shippedAt = orderedAt + (3 + k * 5 + (n % 4)) * DAY;
        if (shippedAt > anchor && status !== 'confirmed') continue;
        let noteStatus: string;
        if (status === 'confirmed') noteStatus = shippedAt > anchor - 2 * DAY ? 'notSent' : 'inTransit';
        else if (status === 'partReceived') noteStatus = k === 0 ? 'received' : shippedAt > anchor - 3 * DAY ? 'inTransit' : 'partReceived';
        else noteStatus = 'received';
        const noteFen = Math.round(amountFen / notes);
        deliveryNotes.push({
          els_account: BUYER_ACCOUNT,
          to_els_account: supplier.account,
          note_number: `DN2026${String(500000 + n * 2 + k).padStart(6, '0')}`,
          order_number: orderNumber,
          note_date: date(Math.min(shippedAt, anchor)),
          note_status: noteStatus,
          amount_fen: noteFen,
        });
        if (supplier.account !== '' && noteStatus === 'received') {
          const month = monthOf(Math.min(shippedAt, anchor));
          receivedBySupplierMonth.set(month, (receivedBySupplierMonth.get(month) ?? 0) + noteFen);
        }
      }
    }
  }

  await insertRows(db, 'biz_orders', orders);
  await insertRows(db, 'biz_delivery_notes', deliveryNotes);

  // The demo supplier's statements: one a month over what was received; older months invoiced and paid.
  const statements: Row[] = [];
  const months = [...receivedBySupplierMonth.keys()].sort().reverse();
  months.forEach((month, age) => {
    const amount = receivedBySupplierMonth.get(month)!;
    const status = age === 0 ? 'supplierToConfirm' : age === 1 ? 'buyerToConfirm' : age === 2 ? 'confirmed' : age === 3 ? 'invoiced' : 'paid';
    const invoiced = age >= 3 ? amount : 0;
    const paid = age >= 4 ? amount : 0;
    statements.push({
      els_account: BUYER_ACCOUNT,
      to_els_account: SUPPLIER_ACCOUNT,
      statement_number: `RC${month.replace('-', '')}${SUPPLIER_ACCOUNT}`,
      statement_month: month,
      statement_status: status,
      amount_fen: amount,
      invoiced_fen: invoiced,
      paid_fen: paid,
    });
  });
  await insertRows(db, 'biz_statements', statements);

  // Inquiries with three or four invited suppliers each.
  const invites: Row[] = [];
  const buyerName = demoTenantName(BUYER_ACCOUNT);
  for (let n = 0; n < FIGURES_DEMO.enquiries; n += 1) {
    const ageDays = n * 5 + (n % 3);
    const beginAt = anchor - ageDays * DAY;
    const status = ageDays < 2 ? 'unpublished' : ageDays < 12 ? 'quoting' : ageDays < 25 ? 'quoted' : n % 4 === 0 ? 'closed' : 'orderCreated';
    const material = MATERIALS[n % MATERIALS.length]!;
    const number = `RFQ-2026-${String(6000 + n).padStart(4, '0')}`;
    const desc = `${material}${n % 2 === 0 ? '年度' : '季度'}询价（${(n % 6) + 1} 个物料）`;
    const { id } = await db
      .insertInto('biz_enquiries')
      .values({
        els_account: BUYER_ACCOUNT,
        enquiry_number: number,
        enquiry_desc: desc,
        purchase_name: buyerName,
        enquiry_status: status,
        begin_date: date(beginAt),
        quote_end_time: new Date(beginAt + 10 * DAY).toISOString(),
        material_count: (n % 6) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'unpublished') continue;
    const invited = 3 + (n % 2);
    for (let k = 0; k < invited; k += 1) {
      const supplier = SUPPLIERS[(n + k * 2) % SUPPLIERS.length]!;
      let quote: string;
      if (status === 'quoting') quote = (n + k) % 2 === 0 ? 'toQuote' : 'quoted';
      else if (status === 'quoted') quote = 'quoted';
      else if (status === 'orderCreated') quote = k === n % invited ? 'accepted' : 'refused';
      else quote = 'refused';
      invites.push({ enquiry_id: Number(id), to_els_account: supplier.account, supplier_name: supplier.name, quote_status: quote, begin_date: date(beginAt), search_text: `${number}\u0001${desc}`.toLowerCase() });
    }
  }

  await insertRows(db, 'biz_enquiry_suppliers', invites);

  // Purchase requisitions.
  const requisitions: Row[] = [];
  for (let n = 0; n < FIGURES_DEMO.requisitions; n += 1) {
    const ageDays = Math.floor((n * 425) / FIGURES_DEMO.requisitions);
    const status = ageDays < 2 ? (n % 2 === 0 ? 'draft' : 'approving') : ageDays < 10 ? (n % 3 === 0 ? 'approving' : 'approved') : ageDays < 25 ? 'sourcing' : n % 6 === 0 ? 'closed' : 'ordered';
    requisitions.push({
      els_account: BUYER_ACCOUNT,
      request_number: `PR2026${String(700000 + n).padStart(6, '0')}`,
      request_date: date(anchor - ageDays * DAY),
      request_status: status,
      amount_fen: (1_000 + ((n * 4_999) % 90_000)) * 100,
    });
  }
  await insertRows(db, 'biz_requisitions', requisitions);
}

const NAVIGATION: Record<string, ReadonlyArray<readonly [string, string, string, string]>> = {
  [BUYER_ACCOUNT]: [
    ['待办事项', 'To-do list', '/portal/info/todo', 'TaskListLtr'],
    ['审批列表', 'Approval list', '/portal/info/list', 'CheckmarkCircle'],
    ['消息中心', 'Message centre', '/portal/info/message', 'Mail'],
    ['文档中心', 'Document centre', '/portal/info/documentCenter', 'Folder'],
    ['个人信息', 'Personal info', '/portal/info/index', 'Person'],
    ['采购操作手册', 'Buyer handbook', 'https://help.example.com/srm/purchase', 'BookOpen'],
  ],
  [SUPPLIER_ACCOUNT]: [
    ['待办事项', 'To-do list', '/portal/info/todo', 'TaskListLtr'],
    ['消息中心', 'Message centre', '/portal/info/message', 'Mail'],
    ['文档中心', 'Document centre', '/portal/info/documentCenter', 'Folder'],
    ['个人信息', 'Personal info', '/portal/info/index', 'Person'],
    ['供应商操作手册', 'Supplier handbook', 'https://help.example.com/srm/supplier', 'BookOpen'],
  ],
};

export const homeFiguresSeeds: readonly SeedStep[] = [
  {
    version: 13,
    name: 'demo orders, deliveries, inquiries, requisitions, statements and navigation links',
    async run({ db }) {
      await insertAll(db, Math.floor(Date.now() / 60_000) * 60_000);
      const links = Object.entries(NAVIGATION).flatMap(([account, items]) =>
        items.map(([name, nameEn, url, icon], index) => ({ els_account: account, nav_name: name, nav_name_en: nameEn, nav_url: url, nav_icon: icon, sort_no: (index + 1) * 10 })),
      );
      await insertRows(db, 'navigation_items', links);
    },
  },
];
