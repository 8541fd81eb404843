import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES, isMessageCode, messageText } from '../../../src/contract/messages.js';
import { badRequest, envelopeOf, forbidden, notFound, ok, unauthorized } from './envelope.js';
import { registerErrorHandler } from './errorHandler.js';

describe('the envelope on the server', () => {
  it("answers a refusal with the code's Chinese text, the code and its parameters", () => {
    const error = badRequest('auth.tooManyAttempts', { seconds: 4 }, { retryAfterSeconds: 4 });
    expect(envelopeOf(error)).toEqual({
      code: '400',
      message: '尝试次数过多，请 4 秒后再试',
      messageCode: 'auth.tooManyAttempts',
      messageParams: { seconds: 4 },
      data: { retryAfterSeconds: 4 },
    });
    expect(ok([1])).toEqual({ code: '200', message: 'ok', data: [1] });
  });

  it('gives each 401 reason its own message and keeps the reason in data', () => {
    for (const reason of ['missing', 'invalid', 'expired', 'account-mismatch'] as const) {
      const envelope = envelopeOf(unauthorized(reason));
      expect(envelope).toMatchObject({ code: '401', data: { reason } });
      expect(isMessageCode(envelope.messageCode)).toBe(true);
      expect(envelope.message).toBe(MESSAGES[envelope.messageCode!].zh_cn);
    }
    expect(envelopeOf(forbidden())).toMatchObject({ code: '403', message: '没有权限', messageCode: 'request.forbidden', data: null });
    expect(envelopeOf(notFound())).toMatchObject({ code: '404', message: '资源不存在', messageCode: 'request.notFound' });
  });

  it("turns Fastify's own refusals and unknown failures into the envelope", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/v', { schema: { body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } } }, async () => ok(null));
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    try {
      const invalid = await app.inject({ method: 'POST', url: '/v', payload: {} });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: '400', messageCode: 'request.invalid' });
      expect(invalid.json().message).toBe(messageText('request.invalid', invalid.json().messageParams, 'zh_cn'));
      const badJson = await app.inject({ method: 'POST', url: '/v', headers: { 'content-type': 'application/json' }, payload: '{' });
      expect(badJson.json()).toMatchObject({ code: '400', messageCode: 'request.bad' });
      const boom = await app.inject({ method: 'GET', url: '/boom' });
      expect(boom.statusCode).toBe(500);
      // The request id travels in the envelope, so that a user's report leads to the log line.
      expect(boom.json()).toEqual({ code: '500', message: '服务器内部错误', messageCode: 'server.internal', data: null, requestId: expect.stringMatching(/^req-\d+$/) });
    } finally {
      await app.close();
    }
  });
});
