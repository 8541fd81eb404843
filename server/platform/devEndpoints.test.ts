// Defect 1 of issue 8: the development endpoints (captcha answers, the SMS inbox, counters) are off
// unless switched on explicitly, so a default start offers no password-reset shortcut to anyone.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { API, body, seededDataDir } from '../testServer.js';
import { devEndpointsWarning, optionsFromEnvironment } from './config.js';
import { endpoints } from '../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../src/testing/endpointUrl.js';

describe('development endpoints', () => {
  it('are off by default: every /dev/* call answers 404 and no captcha answer is kept', async () => {
    const dataDir = seededDataDir();
    const server = await buildServer({ dataDir, logger: false });
    try {
      const { captchaId } = body<{ captchaId: string }>(await server.app.inject({ method: 'GET', url: `${API}${endpoints.captcha.path}` })).data;
      await server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.sendNoteCode.path}`,
        payload: { channelMsg: '13800000001', purpose: 'resetPassword', captchaId, captcha: 'ZZZZ' },
      });
      for (const url of [endpoints.devStats.path, endpoints.devSms.path, `${endpoints.devSms.path}?mobile=13800000001`, endpointUrl(endpoints.devCaptcha, { id: captchaId }), '/dev/anything']) {
        const response = await server.app.inject({ method: 'GET', url: `${API}${url}` });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('answer');
      }
      expect(server.ctx.captcha.devAnswers).toBeUndefined();
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answer when switched on by the option', async () => {
    const dataDir = seededDataDir();
    const server = await buildServer({ dataDir, logger: false, devEndpoints: true });
    try {
      const { captchaId } = body<{ captchaId: string }>(await server.app.inject({ method: 'GET', url: `${API}${endpoints.captcha.path}` })).data;
      expect((await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.devCaptcha, { id: captchaId })}` })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: `${API}${endpoints.devStats.path}` })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: `${API}${endpoints.devSms.path}` })).statusCode).toBe(200);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('only SRM_DEV_ENDPOINTS=1 switches them on (NODE_ENV does not), with a loud warning', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { SRM_DEV_ENDPOINTS: '0' }, { SRM_DEV_ENDPOINTS: 'true' }]) {
      expect(optionsFromEnvironment(env).devEndpoints, JSON.stringify(env)).toBe(false);
    }
    expect(optionsFromEnvironment({ SRM_DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    const warning = devEndpointsWarning('0.0.0.0');
    expect(warning).toMatch(/DEVELOPMENT ENDPOINTS ARE ON/);
    expect(warning).toContain('0.0.0.0');
  });
});
