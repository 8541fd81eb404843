// The documents the home pages count: purchase orders, delivery notes, inquiries with their
// invited suppliers, purchase requisitions, statements; and each company's navigation links. A
// document names its buyer (els_account) and, where it has one, its supplier (to_els_account; ''
// for a supplier without an account here): a buyer's figures read the first, a supplier's the second.
import type { Migration } from '../../platform/db/steps.js';

export const homeFiguresMigrations: readonly Migration[] = [
  {
    version: 13,
    name: 'orders, delivery notes, inquiries, requisitions, statements, navigation links',
    async up(db) {
      await db.exec(`
        CREATE TABLE biz_orders (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL,
          supplier_name TEXT NOT NULL,
          order_number TEXT NOT NULL UNIQUE,
          order_date TEXT NOT NULL,
          order_status TEXT NOT NULL,
          amount_fen INTEGER NOT NULL
        );
        -- Covering the buyer's figures (by status, by month, suppliers) and the supplier's counts.
        CREATE INDEX biz_orders_buyer ON biz_orders (els_account, order_date, order_status, amount_fen, supplier_name);
        CREATE INDEX biz_orders_supplier ON biz_orders (to_els_account, order_status) WHERE to_els_account <> '';

        CREATE TABLE biz_delivery_notes (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL,
          note_number TEXT NOT NULL UNIQUE,
          order_number TEXT NOT NULL,
          note_date TEXT NOT NULL,
          note_status TEXT NOT NULL,
          amount_fen INTEGER NOT NULL
        );
        CREATE INDEX biz_delivery_notes_buyer ON biz_delivery_notes (els_account, note_date, note_status, amount_fen);
        CREATE INDEX biz_delivery_notes_supplier ON biz_delivery_notes (to_els_account, note_date, note_status, amount_fen) WHERE to_els_account <> '';

        CREATE TABLE biz_enquiries (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          enquiry_number TEXT NOT NULL UNIQUE,
          enquiry_desc TEXT NOT NULL,
          -- The buyer's company name, as the supplier's list shows it.
          purchase_name TEXT NOT NULL,
          enquiry_status TEXT NOT NULL,
          begin_date TEXT NOT NULL,
          quote_end_time TEXT NOT NULL,
          material_count INTEGER NOT NULL
        );
        CREATE INDEX biz_enquiries_buyer ON biz_enquiries (els_account, begin_date DESC, id DESC);

        -- The suppliers an inquiry invites, with where each one's quote stands.
        CREATE TABLE biz_enquiry_suppliers (
          enquiry_id INTEGER NOT NULL REFERENCES biz_enquiries (id) ON DELETE CASCADE,
          to_els_account TEXT NOT NULL,
          supplier_name TEXT NOT NULL,
          quote_status TEXT NOT NULL,
          begin_date TEXT NOT NULL,
          search_text TEXT NOT NULL,
          PRIMARY KEY (enquiry_id, supplier_name)
        );
        CREATE INDEX biz_enquiry_suppliers_supplier ON biz_enquiry_suppliers (to_els_account, begin_date DESC, enquiry_id DESC) WHERE to_els_account <> '';

        CREATE TABLE biz_requisitions (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          request_number TEXT NOT NULL UNIQUE,
          request_date TEXT NOT NULL,
          request_status TEXT NOT NULL,
          amount_fen INTEGER NOT NULL
        );
        CREATE INDEX biz_requisitions_buyer ON biz_requisitions (els_account, request_date, request_status, amount_fen);

        CREATE TABLE biz_statements (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL,
          statement_number TEXT NOT NULL UNIQUE,
          statement_month TEXT NOT NULL,
          statement_status TEXT NOT NULL,
          amount_fen INTEGER NOT NULL,
          invoiced_fen INTEGER NOT NULL,
          paid_fen INTEGER NOT NULL
        );
        CREATE INDEX biz_statements_supplier ON biz_statements (to_els_account, statement_month) WHERE to_els_account <> '';

        CREATE TABLE navigation_items (
          id INTEGER PRIMARY KEY,
          els_account TEXT NOT NULL,
          nav_name TEXT NOT NULL,
          nav_name_en TEXT NOT NULL,
          nav_url TEXT NOT NULL,
          nav_icon TEXT NOT NULL,
          sort_no INTEGER NOT NULL
        );
        CREATE INDEX navigation_items_account ON navigation_items (els_account, sort_no);
      `);
    },
  },
];
