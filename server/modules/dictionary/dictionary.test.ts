import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, TODO_TYPES } from '../../../src/contract/approvals.js';
import { DICTIONARY_TYPES, dictLabel, type DictItem } from '../../../src/contract/dictionary.js';
import { DOCUMENT_FILE_TYPES } from '../../../src/contract/documents.js';
import { MESSAGE_TYPES, NOTICE_TYPES } from '../../../src/contract/sysMessages.js';
import { API, BUYER_ADMIN, SUPPLIER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';

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

  const dic = (session: Session | undefined, query: string) => server.app.inject({ method: 'GET', url: `${API}/admin/getDic?${query}`, headers: session?.headers ?? {} });
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

  it('reads a dictionary through its index', () => {
    const plan = (server.db.prepare('EXPLAIN QUERY PLAN SELECT value, label_zh, label_en FROM dictionary_items WHERE dict_type = ? ORDER BY sort_no').all('x') as Array<{ detail: string }>).map((row) => row.detail).join('; ');
    expect(plan).toContain('INDEX dictionary_items_order (dict_type=?)');
  });
});
