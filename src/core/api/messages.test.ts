import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttp } from './http';
import { findMessages, findNotices, getUnreadMessages, markAllMessagesRead, markMessage } from './messages';
import { endpoints } from '../../contract/endpoints';
import { endpointUrl } from '../../testing/endpointUrl';

// The adapter stands in for the network: it records each request and answers an envelope.
function standIn(data: unknown = null, status = 200) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { status, statusText: String(status), data: { code: String(status), data }, headers: {}, config } as AxiosResponse;
    if (!config.validateStatus!(status)) throw Object.assign(new Error(`status ${status}`), { config, response });
    return response;
  };
  const hooks = { getToken: () => 'tok', getAccount: () => ({ elsAccount: '307000', elsSubAccount: '1001' }), onAuthFailure: vi.fn(), onError: vi.fn() };
  const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });
  http.defaults.adapter = adapter;
  return { http, seen, hooks };
}

describe('message centre calls', () => {
  it('asks for a page of messages with its filters and answers the page', async () => {
    const page = { rows: [{ id: '1' }], total: 1, pageNo: 2, pageSize: 20 };
    const { http, seen } = standIn(page);
    expect(await findMessages(http, { pageNo: 2, pageSize: 20, readFlag: '0', keyword: '订单' })).toEqual(page);
    expect(seen[0]).toMatchObject({ method: 'post', url: endpoints.findMessages.path });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ pageNo: 2, pageSize: 20, readFlag: '0', keyword: '订单' });
    expect(seen[0]!.headers.get('token')).toBe('tok');
    await findMessages(http);
    expect(JSON.parse(seen[1]!.data as string)).toEqual({});
  });

  it("reads the user's unread list by account, silently (a failed poll shows no toast)", async () => {
    const { http, seen, hooks } = standIn({ total: 3, rows: [] });
    expect(await getUnreadMessages(http, { elsAccount: '307000', elsSubAccount: '1001' })).toEqual({ total: 3, rows: [] });
    expect(seen[0]).toMatchObject({ method: 'get', url: endpointUrl(endpoints.getUnreadMessages, { elsAccount: '307000', elsSubAccount: '1001' }), silent: true });
    const failing = standIn(null, 500);
    await expect(getUnreadMessages(failing.http, { elsAccount: '307000', elsSubAccount: '1001' })).rejects.toMatchObject({ status: 500 });
    expect(failing.hooks.onError).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('marks all read with a GET and one message with a PUT of its flag', async () => {
    const { http, seen } = standIn({ updated: 4, unread: 0 });
    expect(await markAllMessagesRead(http)).toEqual({ updated: 4, unread: 0 });
    expect(seen[0]).toMatchObject({ method: 'get', url: endpoints.markAllMessagesRead.path });
    await markMessage(http, '42', true);
    await markMessage(http, '42', false);
    expect(seen.slice(1).map((config) => [config.method, config.url])).toEqual([
      ['put', endpointUrl(endpoints.markMessage, { id: '42', flag: '1' })],
      ['put', endpointUrl(endpoints.markMessage, { id: '42', flag: '0' })],
    ]);
  });

  it('asks for a page of notices', async () => {
    const { http, seen } = standIn({ rows: [], total: 0, pageNo: 1, pageSize: 20 });
    await findNotices(http, { noticeType: 'holiday' });
    expect(seen[0]).toMatchObject({ method: 'post', url: endpoints.findNotices.path });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ noticeType: 'holiday' });
  });

  it("rejects a refused call with the code's text", async () => {
    const { http } = standIn(null, 400);
    http.defaults.adapter = async (config) => ({ status: 400, statusText: '400', data: { code: '400', message: '消息编号无效', messageCode: 'sysMessage.invalidId', data: null }, headers: {}, config }) as AxiosResponse;
    await expect(markMessage(http, 'x', true)).rejects.toMatchObject({ status: 400, messageCode: 'sysMessage.invalidId', message: '消息编号无效' });
  });
});
