import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ApiError, AUTH_FAILED_MESSAGE, createHttp, isUnreachable, retryAfterSeconds, UNKNOWN_ERROR_MESSAGE, withServicePrefix } from './http';
import { endpoints } from '../../contract/endpoints';
import { endpointUrl } from '../../testing/endpointUrl';

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

  it("a refusal of a token no longer held (the session ended while the call was under way) is rejected quietly: no second auth failure", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent!: () => void;
    const onTheWire = new Promise<void>((resolve) => (sent = resolve));
    const late = make().get('/x', {
      adapter: async (config) => {
        sent();
        await answered;
        return { status: 200, statusText: 'OK', data: { code: '401', data: { reason: 'invalid' } }, headers: {}, config } as AxiosResponse;
      },
    });
    // The session ends (another call's refusal, the redirect to login) before this answer comes.
    await onTheWire;
    hooks.getToken.mockReturnValue(undefined);
    answer();
    await expect(late).rejects.toMatchObject({ code: '401', message: AUTH_FAILED_MESSAGE });
    expect(hooks.onAuthFailure).not.toHaveBeenCalled();
    // A call sent without a token (nobody signed in) still reports its refusal.
    await expect(make().get('/y', { adapter: respond(200, { code: '401' }) })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onAuthFailure).toHaveBeenCalledTimes(1);
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

  it('reads Retry-After in seconds, bounded', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds('3600')).toBe(60);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBe(10);
    expect(retryAfterSeconds(undefined)).toBe(10);
  });

  it('toasts the message of another status, or 未知错误', async () => {
    await expect(make().get('/x', { adapter: respond(500, { message: '服务器错误' }) })).rejects.toMatchObject({ status: 500 });
    expect(hooks.onError).toHaveBeenLastCalledWith('服务器错误');
    await expect(make().get('/x', { adapter: respond(404, '') })).rejects.toMatchObject({ status: 404 });
    expect(hooks.onError).toHaveBeenLastCalledWith(UNKNOWN_ERROR_MESSAGE);
  });

  it("toasts the server's busy answer (503 with its envelope) in the user's language; a gateway's 503 page stays a transport error", async () => {
    const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 1000, hooks: { ...hooks, language: () => 'en' } });
    const busy = { code: '503', message: '服务器繁忙，请 10 秒后再试', messageCode: 'server.busy', messageParams: { seconds: 10 }, data: null, requestId: 'r-1' };
    await expect(http.get('/x', { adapter: respond(503, busy) })).rejects.toMatchObject({ status: 503, code: '503', messageCode: 'server.busy', message: 'The server is busy, try again in 10 s' });
    expect(hooks.onError).toHaveBeenLastCalledWith('The server is busy, try again in 10 s');
    // The page's other calls, refused in the same moment, add no second toast.
    await expect(http.get('/y', { adapter: respond(503, busy) })).rejects.toMatchObject({ messageCode: 'server.busy' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
    hooks.onError.mockClear();
    const gateway = http.get('/x', { adapter: respond(503, '<html>503 Service Temporarily Unavailable</html>') });
    await expect(gateway).rejects.not.toBeInstanceOf(ApiError);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("shows a known message code's text in the user's language, the backend's message otherwise", async () => {
    let language: 'zh_cn' | 'en' = 'en';
    const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 1000, hooks: { ...hooks, language: () => language } });
    const refused = { code: '400', message: '账号或密码错误', messageCode: 'auth.wrongCredentials', data: { captchaRequired: true } };
    await expect(http.post('/x', {}, { adapter: respond(400, refused) })).rejects.toMatchObject({
      status: 400,
      code: '400',
      message: 'Wrong account or password',
      messageCode: 'auth.wrongCredentials',
      data: { captchaRequired: true },
    });
    await expect(http.post('/x', {}, { adapter: respond(400, { ...refused, messageCode: 'auth.tooManyAttempts', messageParams: { seconds: 4 } }) })).rejects.toMatchObject({
      message: 'Too many attempts, try again in 4 s',
      messageParams: { seconds: 4 },
    });
    // A real SRM backend sends text only; a code this shell does not know is ignored too.
    await expect(http.post('/x', {}, { adapter: respond(400, { code: '400', message: '单据已被锁定' }) })).rejects.toMatchObject({ message: '单据已被锁定' });
    await expect(http.post('/x', {}, { adapter: respond(400, { code: '400', message: '单据已被锁定', messageCode: 'erp.locked' }) })).rejects.toMatchObject({ message: '单据已被锁定' });
    // Toasts and the fixed texts follow the language too.
    await expect(http.get('/x', { adapter: respond(404, { code: '404', message: '资源不存在', messageCode: 'request.notFound' }) })).rejects.toMatchObject({ status: 404 });
    expect(hooks.onError).toHaveBeenLastCalledWith('Not found');
    await expect(http.get('/x', { adapter: respond(404, '') })).rejects.toMatchObject({ message: 'Unknown error' });
    await expect(http.get('/x', { adapter: respond(200, { code: '401', data: { reason: 'invalid' } }) })).rejects.toMatchObject({ message: 'Sign-in check failed; going to the login page in 3 seconds' });
    language = 'zh_cn';
    await expect(http.post('/x', {}, { adapter: respond(400, refused) })).rejects.toMatchObject({ message: '账号或密码错误' });
    await expect(http.get('/x', { adapter: respond(200, { code: '401', data: { reason: 'invalid' } }) })).rejects.toMatchObject({ message: AUTH_FAILED_MESSAGE });
  });

  it('keeps the answer on the error (the session reads what a refused call asks for next)', async () => {
    const error = await make()
      .post('/x', {}, { adapter: respond(400, { code: '400', message: 'x', data: { retryAfterSeconds: 3 } }) })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response?.data).toEqual({ code: '400', message: 'x', data: { retryAfterSeconds: 3 } });
    expect(AUTH_FAILED_MESSAGE).toBe('登录验证失败，3秒后跳转登录页面');
    expect(UNKNOWN_ERROR_MESSAGE).toBe('未知错误');
  });

  it('logs and rejects transport errors and statuses above 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(make().get('/x', { adapter: respond(502, 'bad gateway') })).rejects.toThrow('status 502');
    expect(log).toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe('createHttp: reachability', () => {
  const hooks = { getToken: () => 'tok', getAccount: () => undefined, onAuthFailure: vi.fn(), onError: vi.fn(), onUnreachable: vi.fn(), onReachable: vi.fn() };
  const http = () => createHttp({ baseURL: '/portal/apis', timeoutMs: 1000, hooks });
  afterEach(() => vi.resetAllMocks());
  const noAnswer: AxiosAdapter = async (config) => {
    throw Object.assign(new Error('Network Error'), { config, code: 'ERR_NETWORK', isAxiosError: true });
  };

  it('tells which failures mean the server cannot be reached', () => {
    expect(isUnreachable({ code: 'ERR_NETWORK' })).toBe(true);
    expect(isUnreachable({ code: 'ECONNABORTED' })).toBe(true);
    expect(isUnreachable({ code: 'ERR_CANCELED' })).toBe(false);
    for (const status of [502, 503, 504]) expect(isUnreachable({ response: { status, data: '<html>bad gateway</html>' } })).toBe(true);
    expect(isUnreachable({ response: { status: 503, data: { code: '503', messageCode: 'server.busy' } } })).toBe(false);
    expect(isUnreachable({ response: { status: 501, data: '' } })).toBe(false);
  });

  it('reports a call without an answer as unreachable and any answer, even a refusal, as reachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(http().get('/x', { adapter: noAnswer })).rejects.toThrow('Network Error');
    expect(hooks.onUnreachable).toHaveBeenCalledTimes(1);
    expect(hooks.onReachable).not.toHaveBeenCalled();
    await expect(http().get('/x', { adapter: respond(504, 'gateway timeout') })).rejects.toThrow('status 504');
    expect(hooks.onUnreachable).toHaveBeenCalledTimes(2);
    await expect(http().get('/x', { adapter: respond(400, { code: '400', message: 'no' }) })).rejects.toThrow('no');
    await http().get('/x', { adapter: respond(200, { code: '200' }) });
    expect(hooks.onReachable).toHaveBeenCalledTimes(2);
    expect(hooks.onUnreachable).toHaveBeenCalledTimes(2);
  });
});

describe('createHttp: token refresh, retry and the service prefix', () => {
  const envelope401 = (reason: string) => ({ code: '401', message: 'x', data: { reason } });
  const ok = (config: InternalAxiosRequestConfig, data: unknown = { code: '200', data: config.url }) =>
    ({ status: 200, statusText: 'OK', data, headers: {}, config }) as AxiosResponse;

  function setup(overrides: Partial<Parameters<typeof createHttp>[0]['hooks']> = {}) {
    const state = { token: 'old', refreshes: 0, sent: [] as Array<{ url?: string; token: unknown }> };
    const hooks = {
      getToken: () => state.token,
      getAccount: () => ({ elsAccount: '307000', elsSubAccount: '1001' }),
      onAuthFailure: vi.fn(),
      onError: vi.fn(),
      refresh: vi.fn(async () => {
        state.refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        state.token = 'new';
        return true;
      }),
      ...overrides,
    };
    const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 1000, hooks });
    // The server: only the current token 'new' is accepted; 'old' is expired.
    http.defaults.adapter = async (config) => {
      state.sent.push({ url: config.url, token: config.headers.get('token') });
      return config.headers.get('token') === 'new' ? ok(config) : ok(config, envelope401('expired'));
    };
    return { http, hooks, state };
  }

  it('retries every call that failed on an expired token once, after the refresh', async () => {
    const { http, hooks, state } = setup();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => http.get(`/call/${i}`)));
    expect(answers.map((answer) => answer.data.data)).toEqual(Array.from({ length: 10 }, (_, i) => `/call/${i}`));
    // The client asks the (single-flight) refresh hook; every call is sent twice at most.
    expect(hooks.refresh).toHaveBeenCalled();
    expect(state.sent).toHaveLength(20);
    expect(hooks.onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries a call sent with an already renewed token without asking for a refresh', async () => {
    const { http, hooks, state } = setup();
    state.token = 'old';
    http.defaults.adapter = async (config) => {
      state.sent.push({ url: config.url, token: config.headers.get('token') });
      if (config.headers.get('token') === 'old') {
        state.token = 'new'; // renewed meanwhile (by another call or another tab)
        return ok(config, envelope401('expired'));
      }
      return ok(config);
    };
    await http.get('/x');
    expect(hooks.refresh).not.toHaveBeenCalled();
    expect(state.sent.map((call) => call.token)).toEqual(['old', 'new']);
  });

  it('rejects without a redirect message when the refresh failed (the session reported it once)', async () => {
    const { http, hooks } = setup({ refresh: vi.fn(async () => false) });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 200, code: '401', message: AUTH_FAILED_MESSAGE });
    expect(hooks.onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is the 401 path', async () => {
    const { http, hooks, state } = setup({ refresh: vi.fn(async () => true) });
    state.token = 'stale';
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(state.sent).toHaveLength(2);
    expect(hooks.onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for other 401 reasons, calls without the token, or calls that opt out', async () => {
    const { http, hooks } = setup();
    http.defaults.adapter = async (config) => ok(config, envelope401('invalid'));
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onAuthFailure).toHaveBeenCalledTimes(1);
    http.defaults.adapter = async (config) => ok(config, envelope401('expired'));
    await expect(http.get('/y', { skipToken: true })).rejects.toBeInstanceOf(ApiError);
    await expect(http.get('/z', { skipRefresh: true, skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.refresh).not.toHaveBeenCalled();
    expect(hooks.onAuthFailure).toHaveBeenCalledTimes(2);
  });

  it('waits for beforeSend, and refuses a call unsent when the session ended', async () => {
    let allow = true;
    const { http, state } = setup({ beforeSend: async () => allow });
    state.token = 'new';
    await http.get('/x');
    allow = false;
    await expect(http.get('/y')).rejects.toMatchObject({ status: 401, message: AUTH_FAILED_MESSAGE });
    expect(state.sent.map((call) => call.url)).toEqual(['/x']);
  });

  it('puts the common audit service under /v2 in the listed environments only', async () => {
    let environment: string | undefined = 'dev2';
    const { http, state } = setup({ serviceEnvironment: () => ({ environment, auditV2Environments: ['dev2'] }) });
    state.token = 'new';
    await http.post(endpoints.findTodoTasks.path, {});
    await http.get('/CommonAuditServiceX/a');
    environment = 'prod';
    await http.post(endpoints.findTodoTasks.path, {});
    expect(state.sent.map((call) => call.url)).toEqual([`/v2${endpoints.findTodoTasks.path}`, '/CommonAuditServiceX/a', endpoints.findTodoTasks.path]);
    expect(withServicePrefix(`/v2${endpointUrl(endpoints.auditAction, { action: 'x' })}`, 'dev2', ['dev2'])).toBe(`/v2${endpointUrl(endpoints.auditAction, { action: 'x' })}`);
  });

  it('sends no account header without a session', async () => {
    const { http, state } = setup({ getAccount: () => undefined });
    state.token = 'new';
    let seen: InternalAxiosRequestConfig | undefined;
    http.defaults.adapter = async (config) => ((seen = config), ok(config));
    await http.get('/x');
    expect(seen!.headers.get('elsAccount')).toBeUndefined();
  });
});
