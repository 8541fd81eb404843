// deploy/emqx/emqx.conf against the server it points at: the hook paths are the ones declared in
// src/contract/endpoints, the header is the one the server checks, and a request rendered from the
// file's own url, headers and body templates (as EMQX renders them for a CONNECT, a SUBSCRIBE, a
// PUBLISH) gets the answer the README promises. No second copy of those strings to drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerHookAnswer } from '../../../src/contract/push.js';
import { BrokerAclBody, BrokerAuthBody } from '../../../src/contract/pushBodies.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { BUYER_USER, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { HOOK_SECRET_HEADER } from './routes.js';

const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/emqx');
const CONF = fs.readFileSync(path.join(DEPLOY, 'emqx.conf'), 'utf8').replace(/^\s*##.*$/gm, '');
const SECRET = 'hook-secret-from-the-emqx-example';

/** The text between the braces (or brackets) that open after `start`. */
function block(text: string, start: RegExp): string {
  const match = start.exec(text);
  if (!match) throw new Error(`no ${start.source} in emqx.conf`);
  const open = match.index + match[0].length - 1;
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{' || text[index] === '[') depth += 1;
    if (text[index] === '}' || text[index] === ']') depth -= 1;
    if (depth === 0) return text.slice(open + 1, index);
  }
  throw new Error(`${start.source} is not closed`);
}

/** `key = "value"` pairs of a block (keys quoted or not). */
function pairs(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^\s*"?([\w-]+)"?\s*=\s*"([^"]*)"\s*$/gm)].map((match) => [match[1]!, match[2]!]));
}

interface Hook {
  url: string;
  headers: Record<string, string>;
  body: Record<string, string>;
}

function hookOf(section: string): Hook {
  const url = /^\s*url\s*=\s*"([^"]+)"/m.exec(section)?.[1];
  if (!url) throw new Error('no url');
  return { url, headers: pairs(block(section, /headers\s*\{/)), body: pairs(block(section, /body\s*\{/)) };
}

const authHook = hookOf(block(CONF, /authentication\s*=\s*\[/));
const authorization = block(CONF, /^authorization\s*\{/m);
const aclHook = hookOf(block(authorization, /sources\s*=\s*\[/));

describe('deploy/emqx/emqx.conf', () => {
  let server: TestServer;
  let user: Session;

  beforeAll(async () => {
    server = await startTestServer({ rateLimit: false, push: { hookSecret: SECRET } });
    user = await login(server, BUYER_USER);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  /** What EMQX sends for this hook: the file's url on the server, its headers, its body with the placeholders filled. */
  const send = async (hook: Hook, values: Record<string, string>) => {
    const body = Object.fromEntries(Object.entries(hook.body).map(([key, template]) => [key, template.replace(/\$\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '')]));
    const headers = Object.fromEntries(Object.entries(hook.headers).map(([key, value]) => [key, value === 'HOOK_SECRET' ? SECRET : value]));
    const response = await server.app.inject({ method: 'POST', url: hook.url.replace(/^SRM_SERVER/, ''), headers, payload: JSON.stringify(body) });
    expect(response.statusCode).toBe(200);
    return response.json<BrokerHookAnswer>();
  };

  it('points both hooks at the paths the server declares, with the header it checks', () => {
    const api = `SRM_SERVER${'/portal/apis'}`;
    expect(authHook.url).toBe(`${api}${endpoints.brokerAuth.path}`);
    expect(aclHook.url).toBe(`${api}${endpoints.brokerAcl.path}`);
    for (const hook of [authHook, aclHook]) {
      expect(hook.headers[HOOK_SECRET_HEADER]).toBe('HOOK_SECRET');
      expect(hook.headers['content-type']).toBe('application/json');
    }
  });

  it('sends only fields the hooks read, and the ones they need', () => {
    expect(Object.keys(authHook.body).every((key) => key in BrokerAuthBody.properties)).toBe(true);
    expect(Object.keys(authHook.body)).toEqual(expect.arrayContaining(['username', 'password', 'clientid']));
    expect(Object.keys(aclHook.body).every((key) => key in BrokerAclBody.properties)).toBe(true);
    expect(Object.keys(aclHook.body)).toEqual(expect.arrayContaining(['username', 'topic', 'action']));
  });

  it('a CONNECT rendered from the file is let in with expire_at and the ACL; a wrong secret is refused', async () => {
    const answer = await send(authHook, { username: '307000_1002', password: user.token, clientid: '307000_1002/1234', peerhost: '203.0.113.7' });
    expect(answer.result).toBe('allow');
    expect(answer.expire_at).toBeGreaterThan(Date.now() / 1000);
    expect(answer.acl?.[0]).toEqual({ permission: 'allow', action: 'subscribe', topic: 'eq srm/demo/307000_1002' });
    const forged = await server.app.inject({ method: 'POST', url: authHook.url.replace(/^SRM_SERVER/, ''), headers: { ...authHook.headers }, payload: { username: 'a_b', password: 'x' } });
    expect(forged.statusCode).toBe(403);
  });

  it('a SUBSCRIBE and a PUBLISH rendered from the file: own topic allowed, publishing denied', async () => {
    const ask = (topic: string, action: string) => send(aclHook, { username: '307000_1002', clientid: '307000_1002/1234', topic, action });
    expect((await ask('srm/demo/307000_1002', 'subscribe')).result).toBe('allow');
    expect((await ask('srm/demo/307000_1001', 'subscribe')).result).toBe('deny');
    expect((await ask('srm/demo/307000_1002', 'publish')).result).toBe('deny');
  });

  it('denies what nothing allows, keys sessions by user, and loads the kick key EMQX can parse', () => {
    expect(authorization).toMatch(/^\s*no_match\s*=\s*deny\s*$/m);
    expect(CONF).toMatch(/^\s*clientid_override\s*=\s*"concat\(\[username, '\/', clientid\]\)"\s*$/m);
    const bootstrap = /^api_key\.bootstrap_file\s*=\s*"etc\/srm\/([\w.]+)"/m.exec(CONF)?.[1];
    expect(bootstrap).toBe('api_key.bootstrap');
    const lines = fs.readFileSync(path.join(DEPLOY, bootstrap!), 'utf8').trim().split('\n');
    // EMQX's grammar (emqx_mgmt_auth): key:secret[:role[:scopes]], neither key nor secret with ':'.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^([^:]+):([^:]+)(?::(.+))?$/);
  });
});
