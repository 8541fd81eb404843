// Shared by the server tests: a server on a fresh temporary data dir, and login shortcuts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions, type SrmServer } from './app.js';

export const API = '/portal/apis';

export interface TestServer extends SrmServer {
  dataDir: string;
  /** Closes the server and removes its data dir. */
  dispose(): Promise<void>;
}

export function tempDir(prefix = 'srm-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const server = await buildServer({ ...options, dataDir });
  return {
    ...server,
    dataDir,
    dispose: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  token: string;
  refreshToken: string;
  elsAccount: string;
  elsSubAccount: string;
  headers: Record<string, string>;
}

export const BUYER_ADMIN = { elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' };
export const BUYER_USER = { elsAccount: '307000', elsSubAccount: '1002', password: 'Buyer@2026' };
export const SUPPLIER_USER = { elsAccount: '300100', elsSubAccount: '1001', password: 'Supplier@2026' };

export async function login(
  server: SrmServer,
  credentials: { elsAccount: string; elsSubAccount: string; password: string },
): Promise<Session> {
  const response = await server.app.inject({
    method: 'POST',
    url: `${API}/ElsAuthService/dingLoginPost`,
    payload: credentials,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const data = response.json<{ data: { token: string; refreshToken: string } }>().data;
  return {
    token: data.token,
    refreshToken: data.refreshToken,
    elsAccount: credentials.elsAccount,
    elsSubAccount: credentials.elsSubAccount,
    headers: { token: data.token, elsAccount: `${credentials.elsAccount}_${credentials.elsSubAccount}` },
  };
}

export function body<T = unknown>(response: LightMyRequestResponse): { code: string; message: string; data: T } {
  return response.json<{ code: string; message: string; data: T }>();
}
