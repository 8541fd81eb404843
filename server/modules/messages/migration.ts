// The message centre's tables: each user's messages, and the notices a company publishes with one
// receipt per receiving user.
import type { Migration } from '../../platform/db/steps.js';

export const messagesMigrations: readonly Migration[] = [
  {
    version: 10,
    name: 'messages of each user, notices and their receipts',
    async up(db) {
      await db.exec(`
        CREATE TABLE sys_messages (
          id INTEGER PRIMARY KEY,
          -- The receiving user.
          els_account TEXT NOT NULL,
          els_sub_account TEXT NOT NULL,
          msg_type TEXT NOT NULL,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          send_user TEXT NOT NULL,
          send_els_account TEXT NOT NULL,
          business_type TEXT NOT NULL DEFAULT '',
          business_id TEXT NOT NULL DEFAULT '',
          sent_at TEXT NOT NULL,
          read_flag INTEGER NOT NULL DEFAULT 0 CHECK (read_flag IN (0, 1)),
          read_at TEXT,
          -- What a keyword is looked for in: the title, the business number and the sender, lower-cased.
          search_text TEXT NOT NULL
        );
        -- The list in its order with every column a filter reads (read flag, type, search text): a
        -- page of any filter is one walk of this index, the rows fetched only for the page itself.
        CREATE INDEX sys_messages_inbox ON sys_messages (els_account, els_sub_account, sent_at DESC, id DESC, read_flag, msg_type, search_text);
        -- The unread ones (the badge, getUnReadMsgList, the unread filter, mark all read).
        CREATE INDEX sys_messages_unread ON sys_messages (els_account, els_sub_account, sent_at DESC, id DESC) WHERE read_flag = 0;

        CREATE TABLE notices (
          id INTEGER PRIMARY KEY,
          -- The publishing company.
          els_account TEXT NOT NULL,
          notice_number TEXT NOT NULL,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          notice_type TEXT NOT NULL,
          pub_org TEXT NOT NULL,
          pub_user TEXT NOT NULL,
          published_at TEXT NOT NULL,
          start_at TEXT,
          end_at TEXT,
          UNIQUE (els_account, notice_number)
        );

        -- One row per receiving user: a company's notice reaches exactly the users listed here.
        CREATE TABLE notice_receipts (
          notice_id INTEGER NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
          to_els_account TEXT NOT NULL,
          to_els_sub_account TEXT NOT NULL,
          published_at TEXT NOT NULL,
          read_flag INTEGER NOT NULL DEFAULT 0 CHECK (read_flag IN (0, 1)),
          PRIMARY KEY (to_els_account, to_els_sub_account, notice_id)
        );
        CREATE INDEX notice_receipts_inbox ON notice_receipts (to_els_account, to_els_sub_account, published_at DESC, notice_id DESC);
      `);
    },
  },
];
