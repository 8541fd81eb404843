// The document centre's table: documents (attachments) of a business module, owned by a company
// and possibly shared with one other company; the file itself is in the storage folder.
import type { Migration } from '../../platform/db/steps.js';

export const documentsMigrations: readonly Migration[] = [
  {
    version: 12,
    name: 'portal documents (attachments in the storage folder)',
    async up(db) {
      await db.exec(`
        CREATE TABLE portal_attachments (
          id INTEGER PRIMARY KEY,
          -- The owning company, and the one company it is shared with ('' for none).
          els_account TEXT NOT NULL,
          to_els_account TEXT NOT NULL DEFAULT '',
          business_module TEXT NOT NULL,
          file_name TEXT NOT NULL,
          -- Relative to <dataDir>/storage.
          file_path TEXT NOT NULL UNIQUE,
          file_type TEXT NOT NULL,
          file_size INTEGER NOT NULL,
          sha256 TEXT NOT NULL,
          upload_user TEXT NOT NULL,
          uploaded_at TEXT NOT NULL,
          remark TEXT NOT NULL DEFAULT '',
          -- The file name and remark, lower-cased: what a keyword is looked for in.
          search_text TEXT NOT NULL
        );
        -- A company's own documents, and the ones shared with it, each in the list's order.
        CREATE INDEX portal_attachments_owner ON portal_attachments (els_account, business_module, uploaded_at DESC, id DESC);
        CREATE INDEX portal_attachments_shared ON portal_attachments (to_els_account, business_module, uploaded_at DESC, id DESC) WHERE to_els_account <> '';
      `);
    },
  },
];
