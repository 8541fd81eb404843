// Queries of the message centre. Every query names the receiving user (account and sub-account):
// a user reads and marks only their own messages and notices.
import type { Statement } from 'better-sqlite3';
import type { Account } from '../../../src/contract/auth.js';
import type { PageResult } from '../../../src/contract/paging.js';
import type { MessageType, Notice, NoticeType, ReadFlag, SysMessage } from '../../../src/contract/sysMessages.js';
import type { Database } from '../../platform/db/database.js';
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

const MESSAGE_COLUMNS = 'id, msg_type, title, content, send_user, send_els_account, business_type, business_id, sent_at, read_flag, read_at';

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

/** Inserts messages with one prepared statement (the caller runs it inside its transaction). */
export function insertMessages(db: Database, messages: Iterable<NewMessage>): number {
  const insert = db.prepare(
    `INSERT INTO sys_messages (els_account, els_sub_account, msg_type, title, content, send_user, send_els_account, business_type, business_id,
       sent_at, read_flag, read_at, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  for (const m of messages) {
    insert.run(
      m.elsAccount,
      m.elsSubAccount,
      m.msgType,
      m.title,
      m.content,
      m.sendUser,
      m.sendElsAccount,
      m.businessType,
      m.businessId,
      m.sentAt,
      m.read ? 1 : 0,
      m.read ? m.sentAt : null,
      messageSearchText(m.title, m.businessId, m.sendUser),
    );
    count += 1;
  }
  return count;
}

export interface MessageFilter {
  readFlag: ReadFlag | undefined;
  msgType: MessageType | undefined;
  /** Normalised (trimmed, lower-cased); '' for none. */
  keyword: string;
}

type Bind = { account: string; subAccount: string; msgType?: string; keyword?: string; limit?: number; offset?: number };

/**
 * The message queries, compiled once per filter shape. The unread filter is written as a literal
 * (`read_flag = 0`) so that SQLite may use the partial index of unread messages.
 */
export class MessageRepo {
  private readonly statements = new Map<string, { count: Statement; page: Statement }>();
  private readonly byId: Statement;
  private readonly mark: Statement;
  private readonly markAll: Statement;
  private readonly unreadCount: Statement;
  private readonly unreadPage: Statement;
  private readonly noticeStatements = new Map<string, { count: Statement; page: Statement }>();

  constructor(private readonly db: Database) {
    this.byId = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM sys_messages WHERE id = ? AND els_account = ? AND els_sub_account = ?`);
    this.mark = db.prepare(
      `UPDATE sys_messages SET read_flag = @flag, read_at = CASE WHEN @flag = 1 THEN COALESCE(read_at, @now) ELSE NULL END
       WHERE id = @id AND els_account = @account AND els_sub_account = @subAccount`,
    );
    this.markAll = db.prepare(
      'UPDATE sys_messages SET read_flag = 1, read_at = @now WHERE els_account = @account AND els_sub_account = @subAccount AND read_flag = 0',
    );
    this.unreadCount = db.prepare('SELECT count(*) AS n FROM sys_messages WHERE els_account = ? AND els_sub_account = ? AND read_flag = 0');
    this.unreadPage = db.prepare(
      `SELECT ${MESSAGE_COLUMNS} FROM sys_messages WHERE els_account = ? AND els_sub_account = ? AND read_flag = 0
       ORDER BY sent_at DESC, id DESC LIMIT ?`,
    );
  }

  private compiled(filter: MessageFilter): { count: Statement; page: Statement } {
    const key = `${filter.readFlag ?? ''}|${filter.msgType ? 't' : ''}|${filter.keyword ? 'k' : ''}`;
    let found = this.statements.get(key);
    if (!found) {
      const where = ['els_account = @account', 'els_sub_account = @subAccount'];
      if (filter.readFlag !== undefined) where.push(`read_flag = ${filter.readFlag === '1' ? 1 : 0}`);
      if (filter.msgType) where.push('msg_type = @msgType');
      if (filter.keyword) where.push('instr(search_text, @keyword) > 0');
      const clause = where.join(' AND ');
      found = {
        count: this.db.prepare(`SELECT count(*) AS n FROM sys_messages WHERE ${clause}`),
        page: this.db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM sys_messages WHERE ${clause} ORDER BY sent_at DESC, id DESC LIMIT @limit OFFSET @offset`),
      };
      this.statements.set(key, found);
    }
    return found;
  }

  /** The SQL of a filter's page query (for EXPLAIN QUERY PLAN in tests and the benchmark). */
  pageSql(filter: MessageFilter): string {
    return this.compiled(filter).page.source;
  }

  findPage(user: Account, filter: MessageFilter, page: { pageNo: number; pageSize: number; offset: number }): PageResult<SysMessage> {
    const { count, page: pageQuery } = this.compiled(filter);
    const bind: Bind = { account: user.elsAccount, subAccount: user.elsSubAccount };
    if (filter.msgType) bind.msgType = filter.msgType;
    if (filter.keyword) bind.keyword = filter.keyword;
    const total = (count.get(bind) as { n: number }).n;
    // A page beyond the last one answers no rows (and the true total) without asking the database.
    const rows = page.offset < total ? (pageQuery.all({ ...bind, limit: page.pageSize, offset: page.offset }) as MessageRow[]) : [];
    return { rows: rows.map(messageOf), total, pageNo: page.pageNo, pageSize: page.pageSize };
  }

  find(user: Account, id: number): SysMessage | undefined {
    const row = this.byId.get(id, user.elsAccount, user.elsSubAccount) as MessageRow | undefined;
    return row ? messageOf(row) : undefined;
  }

  unread(user: Account, limit: number): { total: number; rows: SysMessage[] } {
    const total = this.unreadTotal(user);
    const rows = total > 0 ? (this.unreadPage.all(user.elsAccount, user.elsSubAccount, limit) as MessageRow[]) : [];
    return { total, rows: rows.map(messageOf) };
  }

  unreadTotal(user: Account): number {
    return (this.unreadCount.get(user.elsAccount, user.elsSubAccount) as { n: number }).n;
  }

  /** Marks one of the user's messages; false when the user has no such message. */
  setRead(user: Account, id: number, read: boolean, now: string): boolean {
    return this.mark.run({ flag: read ? 1 : 0, now, id, account: user.elsAccount, subAccount: user.elsSubAccount }).changes === 1;
  }

  /** Marks every unread message of the user read; answers how many. */
  setAllRead(user: Account, now: string): number {
    return this.markAll.run({ now, account: user.elsAccount, subAccount: user.elsSubAccount }).changes;
  }

  findNotices(user: Account, filter: { noticeType: NoticeType | undefined; keyword: string }, page: { pageNo: number; pageSize: number; offset: number }): PageResult<Notice> {
    const key = `${filter.noticeType ? 't' : ''}|${filter.keyword ? 'k' : ''}`;
    let compiled = this.noticeStatements.get(key);
    if (!compiled) {
      const where = ['r.to_els_account = @account', 'r.to_els_sub_account = @subAccount'];
      if (filter.noticeType) where.push('n.notice_type = @noticeType');
      if (filter.keyword) where.push("instr(lower(n.title || char(1) || n.notice_number || char(1) || n.pub_org), @keyword) > 0");
      const from = `FROM notice_receipts r JOIN notices n ON n.id = r.notice_id WHERE ${where.join(' AND ')}`;
      compiled = {
        count: this.db.prepare(`SELECT count(*) AS n ${from}`),
        page: this.db.prepare(
          `SELECT n.id, n.notice_number, n.title, n.content, n.notice_type, n.pub_org, n.pub_user, n.published_at, n.start_at, n.end_at, r.read_flag
           ${from} ORDER BY r.published_at DESC, r.notice_id DESC LIMIT @limit OFFSET @offset`,
        ),
      };
      this.noticeStatements.set(key, compiled);
    }
    const bind: Record<string, string | number> = { account: user.elsAccount, subAccount: user.elsSubAccount };
    if (filter.noticeType) bind.noticeType = filter.noticeType;
    if (filter.keyword) bind.keyword = filter.keyword;
    const total = (compiled.count.get(bind) as { n: number }).n;
    const rows =
      page.offset < total
        ? (compiled.page.all({ ...bind, limit: page.pageSize, offset: page.offset }) as Array<{
            id: number;
            notice_number: string;
            title: string;
            content: string;
            notice_type: NoticeType;
            pub_org: string;
            pub_user: string;
            published_at: string;
            start_at: string | null;
            end_at: string | null;
            read_flag: 0 | 1;
          }>)
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

export function insertNotice(db: Database, notice: NewNotice): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notices (els_account, notice_number, title, content, notice_type, pub_org, pub_user, published_at, start_at, end_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(notice.elsAccount, notice.noticeNumber, notice.title, notice.content, notice.noticeType, notice.pubOrg, notice.pubUser, notice.publishedAt, notice.startAt, notice.endAt);
  const receipt = db.prepare('INSERT INTO notice_receipts (notice_id, to_els_account, to_els_sub_account, published_at, read_flag) VALUES (?, ?, ?, ?, ?)');
  for (const receiver of notice.receivers) receipt.run(lastInsertRowid, receiver.elsAccount, receiver.elsSubAccount, notice.publishedAt, receiver.read ? 1 : 0);
}
