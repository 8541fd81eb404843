import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttp } from './http';
import { auditAction, findAuditTask, findDoneTasks, findTodoTasks, selectTodoList } from './approvals';
import { endpoints } from '../../contract/endpoints';
import { endpointUrl } from '../../testing/endpointUrl';

function standIn(data: unknown = null, status = 200, environment?: string) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const body = status === 200 ? { code: '200', data } : { code: String(status), message: '驳回时必须填写审批意见', messageCode: 'audit.remarkRequired', data: null };
    const response = { status, statusText: String(status), data: body, headers: {}, config } as AxiosResponse;
    if (!config.validateStatus!(status)) throw Object.assign(new Error(`status ${status}`), { config, response });
    return response;
  };
  const hooks = {
    getToken: () => 'tok',
    getAccount: () => ({ elsAccount: '307000', elsSubAccount: '1001' }),
    onAuthFailure: vi.fn(),
    onError: vi.fn(),
    serviceEnvironment: () => ({ environment, auditV2Environments: ['dev2'] }),
  };
  const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });
  http.defaults.adapter = adapter;
  return { http, seen, hooks };
}

describe('to-do and approval calls', () => {
  it('reads the to-do overview', async () => {
    const { http, seen } = standIn({ total: 2, groups: [] });
    expect(await selectTodoList(http)).toEqual({ total: 2, groups: [] });
    expect(seen[0]).toMatchObject({ method: 'get', url: endpoints.selectTodoList.path });
  });

  it('pages the to-do and done lists of the common audit service, under /v2 in a dev2 environment', async () => {
    const plain = standIn({ rows: [], total: 0, pageNo: 1, pageSize: 20 });
    await findTodoTasks(plain.http, { pageNo: 1, pageSize: 20 });
    await findDoneTasks(plain.http);
    expect(plain.seen.map((config) => [config.method, config.url])).toEqual([
      ['post', endpoints.findTodoTasks.path],
      ['post', endpoints.findDoneTasks.path],
    ]);
    expect(JSON.parse(plain.seen[0]!.data as string)).toEqual({ pageNo: 1, pageSize: 20 });
    const dev2 = standIn({ rows: [], total: 0, pageNo: 1, pageSize: 20 }, 200, 'dev2');
    await findTodoTasks(dev2.http);
    await findAuditTask(dev2.http, '7');
    await auditAction(dev2.http, 'approve', { elsAccount: '307000', elsSubAccount: '1001', id: '7', remark: '同意' });
    expect(dev2.seen.map((config) => config.url)).toEqual([`/v2${endpoints.findTodoTasks.path}`, `/v2${endpointUrl(endpoints.findAuditTask, { id: '7' })}`, `/v2${endpointUrl(endpoints.auditAction, { action: 'approve' })}`]);
  });

  it('sends an action with the acting user, the task and the remark, and answers the task and the count', async () => {
    const result = { task: { id: '7', status: 'done', result: 'approved' }, todoCount: 27 };
    const { http, seen } = standIn(result);
    expect(await auditAction(http, 'reject', { elsAccount: '307000', elsSubAccount: '1001', id: '7', remark: '价格偏高' })).toEqual(result);
    expect(seen[0]).toMatchObject({ method: 'post', url: endpointUrl(endpoints.auditAction, { action: 'reject' }), silent: true });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ elsAccount: '307000', elsSubAccount: '1001', id: '7', remark: '价格偏高' });
  });

  it('passes a refusal (a rejection without a remark) on with its code, without a toast', async () => {
    const { http, hooks } = standIn(null, 400);
    await expect(auditAction(http, 'reject', { elsAccount: '307000', elsSubAccount: '1001', id: '7' })).rejects.toMatchObject({ status: 400, messageCode: 'audit.remarkRequired' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
