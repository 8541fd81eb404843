import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import type { CaptchaImage } from '../../../src/contract/auth.js';
import { installAnswerCheck } from './answerCheck.js';
import { badRequest, ok } from './envelope.js';
import { registerErrorHandler } from './errorHandler.js';
import { route } from './route.js';

/** A server with the answer check and one captcha route answering `answer`; `logs` collects its log lines. */
async function serverAnswering(answer: () => unknown) {
  const logs: Array<{ level: number; msg: string; endpoint?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as (typeof logs)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandler(app);
  installAnswerCheck(app);
  route(app, endpoints.captcha, async () => answer() as ReturnType<typeof ok<CaptchaImage>>);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: endpoints.captcha.path });
  await app.close();
  return { response, logs };
}

describe('the answer check at the boundary', () => {
  it('sends an answer that matches its declaration as it is', async () => {
    const { response, logs } = await serverAnswering(() => ok({ captchaId: 'c1', image: 'data:image/svg+xml,', expiresIn: 120 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '200', message: 'ok', data: { captchaId: 'c1', image: 'data:image/svg+xml,', expiresIn: 120 } });
    expect(logs).toEqual([]);
  });

  it('refuses a wrong shape with a 500 and logs the endpoint and the JSON pointer of the wrong value', async () => {
    const { response, logs } = await serverAnswering(() => ok({ captchaId: 'c1', image: 'data:image/svg+xml,', expiresIn: '120' }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: '500', messageCode: 'server.internal', data: null });
    expect(response.body).not.toContain('c1');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ endpoint: 'captcha' });
    expect(logs[0]!.msg).toBe("answer refused: captcha: the answer at '/data/expiresIn' must be number");
  });

  it('refuses a field the declaration does not name, so nothing leaks by accident', async () => {
    const { response, logs } = await serverAnswering(() => ok({ captchaId: 'c1', image: 'x', expiresIn: 120, answer: 'ABCD' }));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('ABCD');
    expect(logs[0]!.msg).toBe("answer refused: captcha: the answer at '/data/answer' is not declared");
  });

  it('leaves refusals alone: their data is the refusal’s own', async () => {
    const { response, logs } = await serverAnswering(() => {
      throw badRequest('auth.captchaError', undefined, { captchaRequired: true });
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '400', data: { captchaRequired: true } });
    expect(logs).toEqual([]);
  });
});
