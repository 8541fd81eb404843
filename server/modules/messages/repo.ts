// Queries of the message centre. Every query names the receiving user (account and sub-account):
// a user reads and marks only their own messages and notices.
import { sql, type Generated, type Insertable, type Kysely } from 'kysely';
import type { Account } from '../../../src/contract/auth.js';
import type { PageResult } from '../../../src/contract/paging.js';
import type { MessageType, Notice, NoticeType, ReadFlag, SysMessage } from '../../../src/contract/sysMessages.js';
import { containsText, tablesOf, type Db } from '../../platform/db/database.js';
import { messageEnglish } from './english.js';

interface MessageRow {
  id: number;
  msg_type: MessageType;
  title: string;
  content: string;
  send_user: string;
  send_els_account: string;
  business_type: string;
  business_id: string;
  sent_at: string;
  read_flag: 0 | 1;
  read_at: string | null;
}

function englishOf<K extends string>(key: K, zh: string): Partial<Record<K, string>> {
  const en = messageEnglish(zh);
  return en === undefined ? {} : ({ [key]: en } as Record<K, string>);
}

const MESSAGE_COLUMNS = ['id', 'msg_type', 'title', 'content', 'send_user', 'send_els_account', 'business_type', 'business_id', 'sent_at', 'read_flag', 'read_at'] as const;

/** The message centre's tables (migration.ts). */
export interface MessageTables {
  sys_messages: Omit<MessageRow, 'id'> & { id: Generated<number>; els_account: string; els_sub_account: string; search_text: string };
  notices: {
    id: Generated<number>;
    els_account: string;
    notice_number: string;
    title: string;
    content: string;
    notice_type: NoticeType;
    pub_org: string;
    pub_user: string;
    published_at: string;
    start_at: string | null;
    end_at: string | null;
  };
  notice_receipts: { notice_id: number; to_els_account: string; to_els_sub_account: string; published_at: string; read_flag: 0 | 1 };
}

const messagesOf = (db: Db): Kysely<MessageTables> => tablesOf<MessageTables>(db);

/** Rows per INSERT: well below both engines' limits on bound parameters (13 per message). */
const INSERT_CHUNK = 500;

function messageOf(row: MessageRow): SysMessage {
  return {
    id: String(row.id),
    msgType: row.msg_type,
    msgTitle: row.title,
    msgContent: row.content,
    ...englishOf('msgTitleEn', row.title),
    ...englishOf('msgContentEn', row.content),
    sendUser: row.send_user,
    sendElsAccount: row.send_els_account,
    sendTime: row.sent_at,
    readFlag: row.read_flag === 1 ? '1' : '0',
    readTime: row.read_at,
    businessType: row.business_type,
    businessId: row.business_id,
  };
}

/** What a keyword is matched against (lower-cased, so the match ignores case). */
export function messageSearchText(title: string, businessId: string, sendUser: string): string {
  return `${title}\u0001${businessId}\u0001${sendUser}`.toLowerCase();
}

export interface NewMessage {
  elsAccount: string;
  elsSubAccount: string;
  msgType: MessageType;
  title: string;
  content: string;
  sendUser: string;
  sendElsAccount: string;
  businessType: string;
  businessId: string;
  sentAt: string;
  read: boolean;
}

/** A new message as its row. */
export function messageRowOf(m: NewMessage): Insertable<MessageTables['sys_messages']> {
  return {
    els_account: m.elsAccount,
    els_sub_account: m.elsSubAccount,
    msg_type: m.msgType,
    title: m.title,
    content: m.content,
    send_user: m.sendUser,
    send_els_account: m.sendElsAccount,
    business_type: m.businessType,
    business_id: m.businessId,
    sent_at: m.sentAt,
    read_flag: m.read ? 1 : 0,
    read_at: m.read ? m.sentAt : null,
    search_text: messageSearchText(m.title, m.businessId, m.sendUser),
  };
}

/** Inserts messages in chunks of one statement each (the caller runs it inside its transaction). */
export async function insertMessages(db: Db, messages: Iterable<NewMessage>): Promise<number> {
  let count = 0;
  let chunk: Insertable<MessageTables['sys_messages']>[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    await messagesOf(db).insertInto('sys_messages').values(chunk).execute();
    count += chunk.length;
    chunk = [];
  };
  for (const m of messages) {
    chunk.push(messageRowOf(m));
    if (chunk.length >= INSERT_CHUNK) await flush();
  }
  await flush();
  return count;
}

export interface MessageFilter {
  readFlag: ReadFlag | undefined;
  msgType: MessageType | undefined;
  /** Normalised (trimmed, lower-cased); '' for none. */
  keyword: string;
}

/**
 * The message queries. The unread filter is written as a literal (`read_flag = 0`) so that the
 * database may use the partial index of unread messages.
 */
export class MessageRepo {
  constructor(private readonly db: Db) {}

  private filtered(user: Account, filter: MessageFilter) {
    let query = messagesOf(this.db)
      .selectFrom('sys_messages')
      .where('els_account', '=', user.elsAccount)
      .where('els_sub_account', '=', user.elsSubAccount);
    if (filter.readFlag !== undefined) {
      const flag = filter.readFlag === '1' ? 1 : 0;
      query = query.where((eb) => eb('read_flag', '=', eb.lit(flag)));
    }
    if (filter.msgType) query = query.where('msg_type', '=', filter.msgType);
    if (filter.keyword) query = query.where(containsText(this.db, sql.ref('search_text'), filter.keyword));
    return query;
  }

  private pageQuery(user: Account, filter: MessageFilter, limit: number, offset: number) {
    return this.filtered(user, filter).select(MESSAGE_COLUMNS).orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
  }

  /** The SQL and parameters of a filter's page query (for the query plan in tests and the benchmark). */
  pageSql(filter: MessageFilter): { sql: string; parameters: readonly unknown[] } {
    return this.pageQuery({ elsAccount: 'a', elsSubAccount: 'b' }, filter, 20, 0).compile();
  }

  private countQuery(user: Account, filter: MessageFilter) {
    return this.filtered(user, filter).select((eb) => eb.fn.countAll<number>().as('n'));
  }

  /** The SQL and parameters of a filter's count query (for the query plan in the benchmark). */
  countSql(filter: MessageFilter): { sql: string; parameters: readonly unknown[] } {
    return this.countQuery({ elsAccount: 'a', elsSubAccount: 'b' }, filter).compile();
  }

  async findPage(user: Account, filter: MessageFilter, page: { pageNo: number; pageSize: number; offset: number }): Promise<PageResult<SysMessage>> {
    const counted = await this.countQuery(user, filter).executeTakeFirstOrThrow();
    const total = Number(counted.n);
    // A page beyond the last one answers no rows (and the true total) without asking the database.
    const rows = page.offset < total ? await this.pageQuery(user, filter, page.pageSize, page.offset).execute() : [];
    return { rows: rows.map(messageOf), total, pageNo: page.pageNo, pageSize: page.pageSize };
  }

  async find(user: Account, id: number): Promise<SysMessage | undefined> {
    const row = await messagesOf(this.db)
      .selectFrom('sys_messages')
      .select(MESSAGE_COLUMNS)
      .where('id', '=', id)
      .where('els_account', '=', user.elsAccount)
      .where('els_sub_account', '=', user.elsSubAccount)
      .executeTakeFirst();
    return row ? messageOf(row) : undefined;
  }

  /**
   * The newest `limit` unread messages and how many there are, in one statement (the count a window
   * over the rows before the LIMIT): every home page asks for them and nothing keeps them, and on
   * PostgreSQL each statement is a round trip (this call was the busy server's p99).
   */
  async unread(user: Account, limit: number): Promise<{ total: number; rows: SysMessage[] }> {
    const rows = await this.pageQuery(user, { readFlag: '0', msgType: undefined, keyword: '' }, limit, 0)
      .select(sql<number>`count(*) over ()`.as('unread_total'))
      .execute();
    return { total: rows.length > 0 ? Number(rows[0]!.unread_total) : 0, rows: rows.map(messageOf) };
  }

  async unreadTotal(user: Account): Promise<number> {
    return unreadCount(this.db, user);
  }

  /** Marks one of the user's messages; false when the user has no such message. */
  async setRead(user: Account, id: number, read: boolean, now: string): Promise<boolean> {
    const result = await messagesOf(this.db)
      .updateTable('sys_messages')
      .set({ read_flag: read ? 1 : 0, read_at: read ? sql<string>`COALESCE(read_at, ${now})` : null })
      .where('id', '=', id)
      .where('els_account', '=', user.elsAccount)
      .where('els_sub_account', '=', user.elsSubAccount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks every unread message of the user read; answers how many. */
  async setAllRead(user: Account, now: string): Promise<number> {
    const result = await messagesOf(this.db)
      .updateTable('sys_messages')
      .set({ read_flag: 1, read_at: now })
      .where('els_account', '=', user.elsAccount)
      .where('els_sub_account', '=', user.elsSubAccount)
      .where('read_flag', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async findNotices(
    user: Account,
    filter: { noticeType: NoticeType | undefined; keyword: string },
    page: { pageNo: number; pageSize: number; offset: number },
  ): Promise<PageResult<Notice>> {
    let query = messagesOf(this.db)
      .selectFrom('notice_receipts as r')
      .innerJoin('notices as n', 'n.id', 'r.notice_id')
      .where('r.to_els_account', '=', user.elsAccount)
      .where('r.to_els_sub_account', '=', user.elsSubAccount);
    if (filter.noticeType) query = query.where('n.notice_type', '=', filter.noticeType);
    if (filter.keyword) {
      // U+0001 between the fields, so a keyword never matches across two of them.
      query = query.where(containsText(this.db, sql`lower(n.title || ${'\u0001'} || n.notice_number || ${'\u0001'} || n.pub_org)`, filter.keyword));
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(counted.n);
    const rows =
      page.offset < total
        ? await query
            .select(['n.id', 'n.notice_number', 'n.title', 'n.content', 'n.notice_type', 'n.pub_org', 'n.pub_user', 'n.published_at', 'n.start_at', 'n.end_at', 'r.read_flag'])
            .orderBy('r.published_at', 'desc')
            .orderBy('r.notice_id', 'desc')
            .limit(page.pageSize)
            .offset(page.offset)
            .execute()
        : [];
    return {
      rows: rows.map((row) => ({
        id: String(row.id),
        noticeNumber: row.notice_number,
        title: row.title,
        content: row.content,
        ...englishOf('titleEn', row.title),
        ...englishOf('contentEn', row.content),
        noticeType: row.notice_type,
        pubOrg: row.pub_org,
        pubUser: row.pub_user,
        ...englishOf('pubOrgEn', row.pub_org),
        ...englishOf('pubUserEn', row.pub_user),
        publishTime: row.published_at,
        noticeStartTime: row.start_at,
        noticeEndTime: row.end_at,
        isRead: row.read_flag === 1 ? '1' : '0',
      })),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }
}

/** The query of a user's unread messages count (the badge). */
export function unreadCountQuery(db: Db, user: Account) {
  return (
    messagesOf(db)
      .selectFrom('sys_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('els_account', '=', user.elsAccount)
      .where('els_sub_account', '=', user.elsSubAccount)
      // A literal, not a parameter: SQLite uses the partial index of unread messages only for `= 0` as written.
      .where((eb) => eb('read_flag', '=', eb.lit(0)))
  );
}

/** The user's unread messages (the badge). */
export async function unreadCount(db: Db, user: Account): Promise<number> {
  const row = await unreadCountQuery(db, user).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewNotice {
  elsAccount: string;
  noticeNumber: string;
  title: string;
  content: string;
  noticeType: NoticeType;
  pubOrg: string;
  pubUser: string;
  publishedAt: string;
  startAt: string | null;
  endAt: string | null;
  /** The receiving users, each with whether they have read it. */
  receivers: Array<{ elsAccount: string; elsSubAccount: string; read: boolean }>;
}

export async function insertNotice(db: Db, notice: NewNotice): Promise<void> {
  const q = messagesOf(db);
  const { id } = await q
    .insertInto('notices')
    .values({
      els_account: notice.elsAccount,
      notice_number: notice.noticeNumber,
      title: notice.title,
      content: notice.content,
      notice_type: notice.noticeType,
      pub_org: notice.pubOrg,
      pub_user: notice.pubUser,
      published_at: notice.publishedAt,
      start_at: notice.startAt,
      end_at: notice.endAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < notice.receivers.length; start += INSERT_CHUNK) {
    await q
      .insertInto('notice_receipts')
      .values(
        notice.receivers.slice(start, start + INSERT_CHUNK).map((receiver) => ({
          notice_id: id,
          to_els_account: receiver.elsAccount,
          to_els_sub_account: receiver.elsSubAccount,
          published_at: notice.publishedAt,
          read_flag: receiver.read ? (1 as const) : (0 as const),
        })),
      )
      .execute();
  }
}
