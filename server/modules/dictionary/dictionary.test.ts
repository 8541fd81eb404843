import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, TODO_TYPES } from '../../../src/contract/approvals.js';
import { DICTIONARY_TYPES, dictLabel, type DictItem } from '../../../src/contract/dictionary.js';
import { catalogueLabel, type BusinessCatalogue } from '../../../src/contract/businessDictionary/index.js';
import { DOCUMENT_FILE_TYPES } from '../../../src/contract/documents.js';
import { MESSAGE_TYPES, NOTICE_TYPES } from '../../../src/contract/sysMessages.js';
import { API, BUYER_ADMIN, SUPPLIER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('dictionaries (admin/getDic)', () => {
  let server: TestServer;
  let admin: Session;
  let supplier: Session;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, supplier] = await Promise.all([login(server, BUYER_ADMIN), login(server, SUPPLIER_USER)]);
  });
  afterAll(async () => {
    await server.dispose();
  });

  const dic = (session: Session | undefined, query: string) => server.app.inject({ method: 'GET', url: `${API}${endpoints.getDictionary.path}?${query}`, headers: session?.headers ?? {} });
  const items = async (type: string) => body<DictItem[]>(await dic(admin, `type=${type}`)).data;

  it('needs a token', async () => {
    expect((await dic(undefined, 'type=msgType')).statusCode).toBe(401);
  });

  it('answers every listed dictionary in order, with both labels, the same for every company', async () => {
    for (const type of DICTIONARY_TYPES) {
      const list = await items(type);
      expect(list.length, type).toBeGreaterThan(0);
      for (const item of list) expect(item).toEqual({ value: expect.any(String), label: expect.any(String), labelEn: expect.any(String) });
    }
    expect(body<DictItem[]>(await dic(supplier, 'type=msgType')).data).toEqual(await items('msgType'));
    expect((await items('readFlag')).map((item) => [item.value, item.label, item.labelEn])).toEqual([
      ['0', '未读', 'Unread'],
      ['1', '已读', 'Read'],
    ]);
    expect(dictLabel(await items('auditType'), 'orderDetail', 'en')).toBe('Purchase order');
    expect(dictLabel(await items('auditType'), 'unknown', 'zh_cn')).toBe('unknown');
  });

  it('covers every coded value the contract sends', async () => {
    const values = async (type: string) => (await items(type)).map((item) => item.value);
    expect(await values('msgType')).toEqual([...MESSAGE_TYPES]);
    expect(await values('noticeType')).toEqual([...NOTICE_TYPES]);
    expect(await values('todoType')).toEqual([...TODO_TYPES]);
    expect(await values('auditAction')).toEqual([...AUDIT_ACTIONS]);
    expect(await values('fileType')).toEqual([...DOCUMENT_FILE_TYPES]);
    expect(await values('auditResult')).toEqual(['submitted', 'approved', 'rejected', 'withdrawn']);
  });

  it('answers an unknown type with an empty list and refuses a missing or malformed one', async () => {
    expect(await items('noSuchType')).toEqual([]);
    const missing = await dic(admin, '');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).messageCode).toBe('request.missingParameter');
    expect((await dic(admin, `type=${encodeURIComponent("x' OR 1=1 --")}`)).statusCode).toBe(400);
  });

  it('serves the business dictionary per language to anyone, cacheable, and refuses an unknown language', async () => {
    const get = (file: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.dictionaryFile, { file })}`, headers });
    const en = await get('en.json');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('application/json');
    expect(en.headers['cache-control']).toBe('public, max-age=86400');
    const catalogue = en.json<BusinessCatalogue>();
    expect(catalogue.language).toBe('en');
    expect(catalogueLabel(catalogue.valueLists.payOrderStatus, 'PAID')).toBe('Paid');
    expect(catalogueLabel(catalogue.statuses.order, 'partReceived')).toBe('Partly received');
    expect(catalogue.fields.order!.orderNumber).toBe('Order number');
    expect(catalogue.modules.inquiry).toBe('RFQ');
    expect(catalogue.messagingErrors['6.4']).toContain('bad user name or password');
    expect(catalogue.constants.minSuppliersPerMaterial).toBe(3);
    expect(JSON.stringify(catalogue)).not.toMatch(/[\u3400-\u9fff]/);
    const zh = (await get('zh_cn.json')).json<BusinessCatalogue>();
    expect(catalogueLabel(zh.valueLists.payOrderStatus, 'PAID')).toBe('已支付');
    expect(zh.messages['validation.unlockPassword']).toBe('解锁密码错误，请重新输入');
    // The same bytes again: 304 with the ETag.
    expect((await get('en.json', { 'if-none-match': String(en.headers.etag) })).statusCode).toBe(304);
    for (const bad of ['de.json', 'en', '../en.json', `${'x'.repeat(300)}.json`]) {
      const refused = await get(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(body(refused).messageCode).toBe('request.invalid');
    }
  });

  it('answers the business value lists of seed 001 §3 and §9 through getDic', async () => {
    expect((await items('payOrderStatus')).map((item) => item.value)).toEqual(['CANCEL', 'EXPIRE', 'INIT', 'UNPAID', 'PAID', 'INVOICED']);
    expect((await items('spaceUnit')).map((item) => item.value)).toEqual(['MB', 'GB', 'TB']);
    expect(dictLabel(await items('deductionType'), '2', 'en')).toBe('Account deduction');
    expect(dictLabel(await items('itemType'), '4', 'zh_cn')).toBe('附加费用');
  });

  it('reads a dictionary through its index', async () => {
    // The plan is read in each engine's own words: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN.
    if (server.engine === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT value, label_zh, label_en FROM dictionary_items WHERE dict_type = ${'x'} ORDER BY sort_no`.execute(server.db);
      expect(rows.map((row) => row.detail).join('; ')).toContain('INDEX dictionary_items_order (dict_type=?)');
    } else {
      // PostgreSQL prefers a scan of a table this small; asked not to, it must find the index, in its
      // order (no sort). Bitmap scans are off too: they never keep an index's order, and whether the
      // planner picks one for a handful of rows depends on the statistics of the moment (seen in CI).
      const plan = await server.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        const { rows } = await sql<Record<string, string>>`EXPLAIN SELECT value, label_zh, label_en FROM dictionary_items WHERE dict_type = ${'x'} ORDER BY sort_no`.execute(trx);
        return rows.map((row) => Object.values(row).join(' ')).join('; ');
      });
      expect(plan).toContain('dictionary_items_order');
      expect(plan).not.toContain('Sort');
    }
  });
});
