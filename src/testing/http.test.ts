import { describe, expect, it } from 'vitest';
import { call } from '../core/api/call';
import { endpoints } from '../contract/endpoints';
import { scriptedHttp } from './http';

describe('the scripted HTTP fake checks its answers like the server', () => {
  it('answers a scripted answer of the declared shape', async () => {
    const http = scriptedHttp({ captcha: () => ({ status: 200, data: { code: '200', data: { captchaId: 'c1', image: 'x', expiresIn: 120 } } }) });
    await expect(call(http, endpoints.captcha)).resolves.toEqual({ captchaId: 'c1', image: 'x', expiresIn: 120 });
  });

  it('fails the test when a scripted answer has a wrong shape, naming the endpoint and the JSON pointer', async () => {
    const http = scriptedHttp({ captcha: () => ({ status: 200, data: { code: '200', data: { captchaId: 'c1', image: 'x', expiresIn: '120' } } }) });
    await expect(call(http, endpoints.captcha)).rejects.toThrow("scriptedAdapter: the scripted answer of captcha at '/data/expiresIn' must be number");
    const leaky = scriptedHttp({ findAccountDetail: () => ({ status: 200, data: { code: '200', data: { elsAccount: '1', elsSubAccount: '2', name: 'A', password: 'x' } } }) });
    await expect(call(leaky, endpoints.findAccountDetail, { params: { id: '1_2' } })).rejects.toThrow("the scripted answer of findAccountDetail at '/data/password' is not declared");
  });

  it('checks the raw answers too, and leaves refusals alone', async () => {
    const hook = scriptedHttp({ brokerAuth: () => ({ status: 200, data: { result: 'maybe', is_superuser: false, ok: true } }) });
    await expect(call(hook, endpoints.brokerAuth, { body: { clientid: 'c', username: 'u', password: 'p' } as never })).rejects.toThrow("brokerAuth at '/result'");
    const refused = scriptedHttp({ captcha: () => ({ status: 200, data: { code: '429', data: { seconds: 3 } } }) });
    await expect(call(refused, endpoints.captcha)).resolves.toEqual({ seconds: 3 });
  });
});
