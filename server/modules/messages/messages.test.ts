import { beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/contract/paging.js';
import type { MarkAllReadResult, MarkMessageResult, Notice, SysMessage, UnreadMessages } from '../../../src/contract/sysMessages.js';
import { API, TEST_ENGINE, body, serverWithDemoSessions, type Session, type TestServer } from '../../testServer.js';
import { CompiledQuery } from 'kysely';
import { MessageRepo, unreadCountQuery } from './repo.js';
import { MESSAGE_VOLUME } from './seed.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

/** The buyer admin's messages whose title, business number or sender contain 订单 (seed.ts). */
const ORDER_KEYWORD_TOTAL = 10_080;

describe('message centre (ElsSysMsgService, ElsNoticeReceiveService)', () => {
  const demo = serverWithDemoSessions();
  let server: TestServer, admin: Session, user: Session, supplier: Session;
  beforeAll(() => void ({ server, admin, user, supplier } = demo));

  const find = (session: Session | undefined, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `${API}${endpoints.findMessages.path}`, headers: session?.headers ?? {}, payload });
  const page = async (session: Session, payload: Record<string, unknown>) => {
    const response = await find(session, payload);
    expect(response.statusCode, response.body).toBe(200);
    return body<PageResult<SysMessage>>(response).data;
  };
  const unread = async (session: Session) =>
    body<UnreadMessages>(await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.getUnreadMessages, { elsAccount: session.elsAccount, elsSubAccount: session.elsSubAccount })}`, headers: session.headers })).data;
  const mark = (session: Session, id: string, flag: string) => server.app.inject({ method: 'PUT', url: `${API}${endpointUrl(endpoints.markMessage, { id, flag })}`, headers: session.headers });

  it('needs a token for every call', async () => {
    const calls = [
      { method: 'POST' as const, url: endpoints.findMessages.path, payload: {} },
      { method: 'GET' as const, url: endpointUrl(endpoints.getUnreadMessages, { elsAccount: '307000', elsSubAccount: '1001' }) },
      { method: 'GET' as const, url: endpoints.markAllMessagesRead.path },
      { method: 'PUT' as const, url: endpointUrl(endpoints.markMessage, { id: '1', flag: '1' }) },
      { method: 'POST' as const, url: endpoints.findNotices.path, payload: {} },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ ...call, url: `${API}${call.url}` });
      expect(response.statusCode, call.url).toBe(401);
      expect(body(response).data).toEqual({ reason: 'missing' });
    }
  });

  it('answers the first page, newest first, with the total', async () => {
    const first = await page(admin, {});
    expect(first).toMatchObject({ total: MESSAGE_VOLUME.buyerAdmin, pageNo: 1, pageSize: 20 });
    expect(first.rows).toHaveLength(20);
    const times = first.rows.map((row) => row.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.rows[0]).toMatchObject({ id: expect.stringMatching(/^\d+$/), msgType: expect.any(String), msgTitle: expect.any(String), readFlag: expect.stringMatching(/^[01]$/) });
  });

  it('filters by keyword and pages to page 500 of 10,000+ rows; a page beyond the end has no rows', async () => {
    const first = await page(admin, { keyword: ' 订单 ', pageNo: 1, pageSize: 20 });
    expect(first.total).toBe(ORDER_KEYWORD_TOTAL);
    const deep = await page(admin, { keyword: '订单', pageNo: 500, pageSize: 20 });
    expect(deep.rows).toHaveLength(20);
    for (const row of [...first.rows, ...deep.rows]) expect(`${row.msgTitle}${row.businessId}${row.sendUser}`).toContain('订单');
    // Page 500 continues where page 499 ends.
    const before = await page(admin, { keyword: '订单', pageNo: 499, pageSize: 20 });
    expect(before.rows.at(-1)!.sendTime >= deep.rows[0]!.sendTime).toBe(true);
    const last = await page(admin, { keyword: '订单', pageNo: 505, pageSize: 20 });
    expect(last.rows).toHaveLength(0);
    expect(last.total).toBe(ORDER_KEYWORD_TOTAL);
    // Case does not matter; a business number finds its messages.
    const po = first.rows[0]!.businessId;
    expect((await page(admin, { keyword: po.toLowerCase() })).rows.every((row) => row.businessId === po || row.msgTitle.includes(po))).toBe(true);
  });

  it('filters read, unread and by type', async () => {
    const unreadOnly = await page(admin, { readFlag: '0', pageSize: 100 });
    expect(unreadOnly.total).toBe(100);
    expect(unreadOnly.rows.every((row) => row.readFlag === '0')).toBe(true);
    const readOnly = await page(admin, { readFlag: '1' });
    expect(readOnly.total).toBe(MESSAGE_VOLUME.buyerAdmin - 100);
    const all = await page(admin, { readFlag: '' });
    expect(all.total).toBe(MESSAGE_VOLUME.buyerAdmin);
    const finance = await page(admin, { msgType: 'finance', keyword: '对账单' });
    expect(finance.total).toBeGreaterThan(0);
    expect(finance.rows.every((row) => row.msgType === 'finance')).toBe(true);
    expect((await find(admin, { readFlag: '2' })).statusCode).toBe(400);
    expect((await find(admin, { msgType: 'spam' })).statusCode).toBe(400);
  });

  it('refuses page numbers and sizes outside the paging rule', async () => {
    for (const bad of [{ pageNo: 0 }, { pageNo: -1 }, { pageNo: 1.5 }, { pageNo: 'x' }, { pageNo: 10_001 }, { pageSize: 0 }, { pageSize: -5 }, { pageSize: 101 }, { pageSize: 10_000 }]) {
      const response = await find(admin, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(body(response).messageCode).toBe('request.invalid');
    }
    expect((await page(admin, { pageNo: 10_000, pageSize: 100 })).rows).toEqual([]);
    expect((await page(admin, { pageNo: 2, pageSize: 100 })).rows).toHaveLength(100);
    // A number in a JSON body is a JSON number (issue 28): text is not read as one.
    expect(body(await find(admin, { pageNo: '2', pageSize: '100' })).messageCode).toBe('request.invalid');
  });

  // SQLite's planner (the embedded default); PostgreSQL chooses by its statistics, measured by the bench.
  it.runIf(TEST_ENGINE === 'sqlite')('uses its indexes for every filter (EXPLAIN QUERY PLAN)', async () => {
    const repo = new MessageRepo(server.db);
    const planOf = async (filter: Parameters<MessageRepo['pageSql']>[0]) => {
      const page = repo.pageSql(filter);
      const plan = await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${page.sql}`, [...page.parameters]));
      return plan.rows.map((row) => row.detail).join('; ');
    };
    const keyword = await planOf({ readFlag: undefined, msgType: undefined, keyword: '订单' });
    expect(keyword).toMatch(/USING (COVERING )?INDEX sys_messages_inbox \(els_account=\? AND els_sub_account=\?\)/);
    expect(keyword).not.toMatch(/TEMP B-TREE|SCAN sys_messages/);
    expect(await planOf({ readFlag: '0', msgType: undefined, keyword: '' })).toMatch(/INDEX sys_messages_unread/);
    expect(await planOf({ readFlag: '1', msgType: 'order', keyword: 'x' })).toMatch(/INDEX sys_messages_inbox/);
    // The badge's count (every home page and push): only the unread ones' index entries.
    const count = unreadCountQuery(server.db, { elsAccount: 'a', elsSubAccount: 'b' }).compile();
    const countPlan = await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${count.sql}`, [...count.parameters]));
    expect(countPlan.rows.map((row) => row.detail).join('; ')).toMatch(/INDEX sys_messages_unread/);
  });

  it('shows a user only their own messages', async () => {
    const own = await page(user, { pageSize: 100 });
    expect(own.total).toBe(MESSAGE_VOLUME.buyerUser);
    const theirs = await page(supplier, { pageSize: 100 });
    expect(theirs.total).toBe(MESSAGE_VOLUME.supplier);
    const adminIds = new Set((await page(admin, { pageSize: 100 })).rows.map((row) => row.id));
    expect(own.rows.some((row) => adminIds.has(row.id))).toBe(false);
    expect(theirs.rows.some((row) => adminIds.has(row.id))).toBe(false);
    // The unread list names its user in the path: another user's is refused.
    for (const path of ['307000/1001', '307000/1002']) {
      const refused = await server.app.inject({ method: 'GET', url: `${API}/ElsSysMsgService/getUnReadMsgList/${path}`, headers: supplier.headers });
      expect(refused.statusCode).toBe(403);
      expect(body(refused).messageCode).toBe('sysMessage.ownOnly');
    }
    // Marking another user's message answers like a missing one and changes nothing.
    const adminMessage = (await page(admin, { readFlag: '0' })).rows[0]!;
    const foreign = await mark(supplier, adminMessage.id, '1');
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).messageCode).toBe('sysMessage.notFound');
    expect((await mark(user, adminMessage.id, '1')).statusCode).toBe(404);
    expect((await unread(admin)).total).toBe(100);
  });

  it('lists the unread messages and keeps the count true as one is marked read and unread', async () => {
    const before = await unread(admin);
    expect(before.total).toBe(100);
    expect(before.rows).toHaveLength(10);
    expect(before.rows.every((row) => row.readFlag === '0')).toBe(true);
    const target = before.rows[0]!;
    const read = await mark(admin, target.id, '1');
    expect(read.statusCode).toBe(200);
    expect(body<MarkMessageResult>(read).data).toMatchObject({ message: { id: target.id, readFlag: '1', readTime: expect.any(String) }, unread: 99 });
    expect((await unread(admin)).total).toBe(99);
    const back = body<MarkMessageResult>(await mark(admin, target.id, '0')).data;
    expect(back).toMatchObject({ message: { readFlag: '0', readTime: null }, unread: 100 });
    // Marking twice is harmless.
    expect(body<MarkMessageResult>(await mark(admin, target.id, '0')).data.unread).toBe(100);
    expect((await mark(admin, target.id, '2')).statusCode).toBe(400);
    expect(body(await mark(admin, 'abc', '1')).messageCode).toBe('sysMessage.invalidId');
    expect((await mark(admin, '999999999', '1')).statusCode).toBe(404);
  });

  it('marks all read for the caller only', async () => {
    const userUnread = (await unread(user)).total;
    expect(userUnread).toBeGreaterThan(0);
    const response = await server.app.inject({ method: 'GET', url: `${API}${endpoints.markAllMessagesRead.path}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(body<MarkAllReadResult>(response).data).toEqual({ updated: 100, unread: 0 });
    expect(await unread(admin)).toEqual({ total: 0, rows: [] });
    expect((await page(admin, { readFlag: '0' })).total).toBe(0);
    expect((await unread(user)).total).toBe(userUnread);
  });

  it('keeps the unread count exact when marks and "mark all read" arrive at once', async () => {
    const before = (await unread(user)).total;
    expect(before).toBeGreaterThan(10);
    // Ten different messages marked read at once: the count drops by exactly ten.
    const targets = (await page(user, { readFlag: '0', pageSize: 10 })).rows;
    const marked = await Promise.all(targets.map((row) => mark(user, row.id, '1')));
    expect(marked.map((response) => response.statusCode)).toEqual(Array<number>(10).fill(200));
    expect((await unread(user)).total).toBe(before - 10);
    // "Mark all read" ten times at once: every unread message is counted by exactly one call.
    const all = await Promise.all(Array.from({ length: 10 }, () => server.app.inject({ method: 'GET', url: `${API}${endpoints.markAllMessagesRead.path}`, headers: user.headers })));
    const results = all.map((response) => body<MarkAllReadResult>(response).data);
    expect(results.reduce((sum, result) => sum + result.updated, 0)).toBe(before - 10);
    expect(results.every((result) => result.unread === 0)).toBe(true);
    expect(await unread(user)).toEqual({ total: 0, rows: [] });
  });

  it('takes % and _ in a keyword as plain characters and ignores ASCII case', async () => {
    expect((await page(admin, { keyword: '%' })).total).toBe(0);
    expect((await page(admin, { keyword: '_' })).total).toBe(0);
    const upper = await page(admin, { keyword: 'PO2026', pageSize: 5 });
    expect(upper.total).toBeGreaterThan(0);
    expect((await page(admin, { keyword: 'po2026', pageSize: 5 })).total).toBe(upper.total);
    expect((await page(admin, { keyword: 'Po2026' })).total).toBe(upper.total);
  });

  describe('notices', () => {
    const notices = async (session: Session, payload: Record<string, unknown>) => {
      const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.findNotices.path}`, headers: session.headers, payload });
      expect(response.statusCode, response.body).toBe(200);
      return body<PageResult<Notice>>(response).data;
    };

    it('answers the notices the user received, newest first, paged', async () => {
      const all = await notices(admin, { pageSize: 100 });
      expect(all.total).toBe(34);
      const times = all.rows.map((row) => row.publishTime);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await notices(admin, { pageNo: 2, pageSize: 10 });
      expect(second.rows.map((row) => row.id)).toEqual(all.rows.slice(10, 20).map((row) => row.id));
      expect((await notices(admin, { pageNo: 9, pageSize: 10 })).rows).toEqual([]);
      const holiday = await notices(admin, { keyword: '放假' });
      expect(holiday.rows.map((row) => row.noticeType)).toEqual(['holiday', 'holiday']);
      expect((await notices(admin, { noticeType: 'tender' })).total).toBe(1);
    });

    it('carries every demo notice in English too: title, content and publisher, without Chinese', async () => {
      const all = await notices(admin, { pageSize: 100 });
      const cjk = /[\u3400-\u9fff]/;
      for (const row of all.rows) {
        for (const text of [row.titleEn, row.contentEn, row.pubOrgEn, row.pubUserEn]) {
          expect(text, row.noticeNumber).toBeTruthy();
          expect(cjk.test(text!), `${row.noticeNumber}: ${text}`).toBe(false);
        }
      }
      // The Chinese stays what the platform sends.
      expect(all.rows.every((row) => cjk.test(row.title))).toBe(true);
    });

    it("never shows a supplier the buyer's internal notices", async () => {
      const received = await notices(supplier, { pageSize: 100 });
      expect(received.total).toBe(19);
      expect(received.rows.some((row) => row.title.includes('内部'))).toBe(false);
      expect((await notices(supplier, { keyword: '内部' })).total).toBe(0);
    });

    it('refuses paging outside the rule', async () => {
      for (const bad of [{ pageNo: 0 }, { pageSize: 10_000 }, { pageNo: -3 }]) {
        const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.findNotices.path}`, headers: admin.headers, payload: bad });
        expect(response.statusCode).toBe(400);
      }
    });
  });
});
