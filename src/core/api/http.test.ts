import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ApiError, AUTH_FAILED_MESSAGE, createHttp, UNKNOWN_ERROR_MESSAGE } from './http';

// One layer only: the adapter stands in for the network so the client's own rules are tested.
function respond(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
    if (!config.validateStatus!(status)) throw Object.assign(new Error(`status ${status}`), { config, response });
    return response;
  };
}

describe('createHttp', () => {
  const hooks = { getToken: vi.fn(), getAccount: vi.fn(), onAuthFailure: vi.fn(), onError: vi.fn() };
  beforeEach(() => {
    hooks.getToken.mockReturnValue('tok');
    hooks.getAccount.mockReturnValue({ elsAccount: '307000', elsSubAccount: '1001' });
  });
  afterEach(() => vi.resetAllMocks());
  const make = () => createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });

  it('sends the token and account headers, credentials and the timeout', async () => {
    const http = make();
    let seen: InternalAxiosRequestConfig | undefined;
    await http.get('/x', { adapter: async (config) => ((seen = config), { status: 200, data: { code: '200' }, headers: {}, config, statusText: 'OK' }) });
    expect(seen!.headers.get('token')).toBe('tok');
    expect(seen!.headers.get('elsAccount')).toBe('307000_1001');
    expect(seen!.withCredentials).toBe(true);
    expect(seen!.timeout).toBe(300000);
  });

  it('leaves the token out when a call opts out', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    await make().get('/x', { skipToken: true, adapter: async (config) => ((seen = config), { status: 200, data: {}, headers: {}, config, statusText: 'OK' }) });
    expect(seen!.headers.get('token')).toBeUndefined();
  });

  it("reports body code '401' as an auth failure with the seed's message", async () => {
    await expect(make().get('/x', { adapter: respond(200, { code: '401' }) })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onAuthFailure).toHaveBeenCalledWith(AUTH_FAILED_MESSAGE);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('passes 400 and 201 on as rejections without a toast', async () => {
    await expect(make().post('/x', {}, { adapter: respond(400, { code: '400', message: '账号或密码错误' }) })).rejects.toMatchObject({ status: 400, message: '账号或密码错误' });
    await expect(make().post('/x', {}, { adapter: respond(201, { code: '201' }) })).rejects.toMatchObject({ status: 201 });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('toasts the message of another status, or 未知错误', async () => {
    await expect(make().get('/x', { adapter: respond(500, { message: '服务器错误' }) })).rejects.toMatchObject({ status: 500 });
    expect(hooks.onError).toHaveBeenLastCalledWith('服务器错误');
    await expect(make().get('/x', { adapter: respond(404, '') })).rejects.toMatchObject({ status: 404 });
    expect(hooks.onError).toHaveBeenLastCalledWith(UNKNOWN_ERROR_MESSAGE);
  });

  it('logs and rejects transport errors and statuses above 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(make().get('/x', { adapter: respond(502, 'bad gateway') })).rejects.toThrow('status 502');
    expect(log).toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
