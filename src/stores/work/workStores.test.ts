import { describe, expect, it } from 'vitest';
import type { AuditTask } from '../../contract';
import { scriptedHttp } from '../../testing/storeKit';
import { ApprovalStore } from './approvalStore';
import { DictionaryStore } from './dictionaryStore';
import { BadgeStore } from '../badgeStore';
import { PagedList } from '../../core/lists/pagedList';

const ok = (data: unknown) => ({ status: 200, data: { code: '200', data } });
const account = () => ({ elsAccount: '307000', elsSubAccount: '1001' });
const task = (id: string, status: 'todo' | 'done'): AuditTask => ({
  id,
  auditType: 'orderDetail',
  businessId: 'PO1',
  title: 't',
  flowId: 'f1',
  nodeName: 'n',
  startedBy: 's',
  startedAt: '',
  createdAt: '',
  status,
  result: status === 'done' ? 'approved' : null,
  remark: '',
  handledBy: null,
  handledAt: null,
  actions: status === 'todo' ? ['approve', 'reject'] : [],
});

describe('PagedList', () => {
  it('loads a page, keeps the page within the list, keeps the first row on a size change, and shows failures', async () => {
    const asked: Array<[number, number]> = [];
    let fail = false;
    const list = new PagedList<number>(async (pageNo, pageSize) => {
      asked.push([pageNo, pageSize]);
      if (fail) throw Object.assign(new Error('服务器繁忙'), { name: 'ApiError' });
      return { rows: [pageNo], total: 12_000, pageNo, pageSize };
    });
    await list.load();
    expect(list.status).toBe('ready');
    expect(list.lastPage).toBe(600);
    await list.goTo(500);
    expect(list.rows).toEqual([500]);
    await list.goTo(9999);
    expect(list.pageNo).toBe(600);
    await list.setPageSize(50);
    expect(list.pageNo).toBe(240);
    expect(asked.at(-1)).toEqual([240, 50]);
    fail = true;
    await list.load();
    expect(list.status).toBe('error');
    expect(list.error).toBe('服务器繁忙');
  });

  it("keeps no text for a failure that is not the server's answer (the page shows its network text, not a transport's English)", async () => {
    const list = new PagedList<number>(() => Promise.reject(new Error('Network Error')));
    await list.load();
    expect([list.status, list.error]).toEqual(['error', undefined]);
  });

  it('lets the newest load win over a late older answer', async () => {
    const resolvers: Array<(value: { rows: number[]; total: number; pageNo: number; pageSize: number }) => void> = [];
    const list = new PagedList<number>(() => new Promise((resolve) => resolvers.push(resolve)));
    const first = list.load(1);
    const second = list.load(2);
    resolvers[1]!({ rows: [2], total: 2, pageNo: 2, pageSize: 1 });
    resolvers[0]!({ rows: [1], total: 2, pageNo: 1, pageSize: 1 });
    await Promise.all([first, second]);
    expect(list.rows).toEqual([2]);
  });
});

describe('ApprovalStore', () => {
  it('refuses a reject without a remark before the call, approves with one, and follows the count', async () => {
    const seen: string[] = [];
    const sent: unknown[] = [];
    const http = scriptedHttp(
      {
        findAuditTask: () => ok(task('7', 'todo')),
        findTodoTasks: () => ok({ rows: [task('7', 'todo')], total: 3, pageNo: 1, pageSize: 1 }),
        auditAction: (config) => {
          sent.push(JSON.parse(String(config.data)));
          return ok({ task: task('7', 'done'), todoCount: 2 });
        },
      },
      seen,
    );
    let flow = '';
    const store = new ApprovalStore({ http, account, badges: new BadgeStore({ http, account }), remarkRequiredText: () => '驳回时必须填写审批意见', networkText: () => '网络连接中断，请检查网络', flowDialog: (id) => ((flow = id), true) });
    await store.refreshTodoCount();
    expect(store.todoCount).toBe(3);
    await store.openTask('7');
    expect(store.current?.status).toBe('ready');
    expect(await store.act('reject', '  ')).toBe(false);
    expect(store.actionError).toBe('驳回时必须填写审批意见');
    expect(seen.some((url) => url.includes('reject'))).toBe(false);
    expect(await store.act('approve', ' 同意 ')).toBe(true);
    expect(sent).toEqual([{ elsAccount: '307000', elsSubAccount: '1001', id: '7', remark: '同意' }]);
    expect(store.current?.task?.status).toBe('done');
    expect(store.todoCount).toBe(2);
    expect(store.openFlowDialog('f1')).toBe(true);
    expect(flow).toBe('f1');
  });

  it("shows the server's refusal of an action", async () => {
    const http = scriptedHttp({
      findAuditTask: () => ok(task('7', 'todo')),
      auditAction: () => ({ status: 400, data: { code: '400', message: '驳回时必须填写审批意见' } }),
    });
    const store = new ApprovalStore({ http, account, badges: new BadgeStore({ http, account }), remarkRequiredText: () => 'x', networkText: () => '网络连接中断，请检查网络' });
    await store.openTask('7');
    expect(await store.act('reject', 'no')).toBe(false);
    expect(store.actionError).toBeTruthy();
  });

  it('tells a call that got no answer (the network, the request timeout) in the shell’s words, not the library’s', async () => {
    const http = scriptedHttp({ selectTodoList: () => Promise.reject(new Error('Network Error')), findAuditTask: () => Promise.reject(new Error('Network Error')) });
    const store = new ApprovalStore({ http, account, badges: new BadgeStore({ http, account }), remarkRequiredText: () => 'x', networkText: () => '网络连接中断，请检查网络' });
    await Promise.all([store.loadOverview(), store.openTask('7')]);
    expect([store.overviewStatus, store.overviewError]).toEqual(['error', '网络连接中断，请检查网络']);
    expect(store.current?.error).toBe('网络连接中断，请检查网络');
  });
});

describe('ApprovalStore: the approval centre', () => {
  it('asks the list of its status with only the filters that narrow it, from page 1, and keeps the badge to the unfiltered to-do total', async () => {
    const bodies: Array<{ list: string; body: Record<string, unknown> }> = [];
    const page = (list: string) => (config: { data?: unknown }) => {
      bodies.push({ list, body: JSON.parse(String(config.data)) as Record<string, unknown> });
      return ok({ rows: [task('7', list === 'todo' ? 'todo' : 'done')], total: list === 'todo' ? 28 : 36, pageNo: 1, pageSize: 20 });
    };
    const http = scriptedHttp({ findTodoTasks: page('todo'), findDoneTasks: page('done') });
    const store = new ApprovalStore({ http, account, badges: new BadgeStore({ http, account }), remarkRequiredText: () => 'x', networkText: () => '网络连接中断，请检查网络' });
    await store.setCentreFilter({ status: 'todo', auditType: '', keyword: '' });
    expect(store.todoCount).toBe(28);
    await store.setCentreFilter({ auditType: 'orderDetail' });
    await store.setCentreFilter({ status: 'done', keyword: ' PO1 ' });
    expect(bodies).toEqual([
      { list: 'todo', body: { pageNo: 1, pageSize: 20 } },
      { list: 'todo', body: { pageNo: 1, pageSize: 20, auditType: 'orderDetail' } },
      { list: 'done', body: { pageNo: 1, pageSize: 20, auditType: 'orderDetail', keyword: 'PO1' } },
    ]);
    expect(store.centre.total).toBe(36);
    expect(store.todoCount).toBe(28);
    store.clear();
    expect(store.centreFilter).toEqual({ status: 'todo', auditType: '', keyword: '' });
    expect(store.centre.status).toBe('idle');
  });
});

describe('DictionaryStore', () => {
  it('asks each dictionary once and labels in the language', async () => {
    const seen: string[] = [];
    let language: 'zh_cn' | 'en' = 'zh_cn';
    const http = scriptedHttp({ getDictionary: () => ok([{ value: 'order', label: '订单', labelEn: 'Order' }]) }, seen);
    const store = new DictionaryStore({ http, language: () => language });
    expect(store.label('msgType', 'order')).toBe('order');
    await store.ensure(['msgType']);
    await store.ensure(['msgType']);
    expect(seen).toHaveLength(1);
    expect(store.label('msgType', 'order')).toBe('订单');
    language = 'en';
    expect(store.label('msgType', 'order')).toBe('Order');
  });
});

describe('DictionaryStore: the business dictionary', () => {
  it('loads on first read, then labels values, statuses, fields and messages in the language', async () => {
    let language: 'zh_cn' | 'en' = 'en';
    let imports = 0;
    const store = new DictionaryStore({ http: scriptedHttp({}, []), language: () => language, importCatalogue: async () => {
      imports += 1;
      return import('../../contract/businessDictionary');
    } });
    expect(store.valueLabel('payOrderStatus', 'PAID')).toBe('PAID');
    await store.loadCatalogue();
    expect(imports).toBe(1);
    expect(store.valueLabel('payOrderStatus', 'PAID')).toBe('Paid');
    expect(store.statusLabel('inquiry', 'quoting')).toBe('In quotation');
    expect(store.fieldLabel('order', 'orderNumber')).toBe('Order number');
    expect(store.fieldLabel('order', 'remark')).toBe('Remark');
    expect(store.fieldLabel('order', 'nope')).toBe('nope');
    expect(store.moduleName('inquiry')).toBe('RFQ');
    expect(store.message('validation.minSuppliers', { min: store.constant('minSuppliersPerMaterial') })).toBe('Each material needs at least 3 suppliers');
    expect(store.valueOptions('spaceUnit').map((option) => option.value)).toEqual(['MB', 'GB', 'TB']);
    language = 'zh_cn';
    expect(store.statusLabel('inquiry', 'quoting')).toBe('报价中');
    expect(store.message('error.queryFailed', { subject: '订单' })).toBe('订单查询失败');
    await store.loadCatalogue();
    expect(imports).toBe(1);
  });

  it('tries the chunk again after a failed load', async () => {
    let fail = true;
    const store = new DictionaryStore({ http: scriptedHttp({}, []), language: () => 'en', importCatalogue: async () => {
      if (fail) throw new Error('chunk failed');
      return import('../../contract/businessDictionary');
    } });
    await store.loadCatalogue();
    expect(store.catalogue).toBeUndefined();
    fail = false;
    await store.loadCatalogue();
    expect(store.statusLabel('order', 'closed')).toBe('Closed');
  });
});
