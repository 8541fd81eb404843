import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDiagram } from '../../../src/contract/flow.js';
import { API, BUYER_ADMIN, SUPPLIER_USER, body, login, startTestServer, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('flow diagram data (approval-flow dialog)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('returns a process of the caller tenant with its nodes in order', async () => {
    const session = await login(server, BUYER_ADMIN);
    const response = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: 'PI-1001' })}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    const diagram = body<FlowDiagram>(response).data;
    expect(diagram).toMatchObject({ processInstanceId: 'PI-1001', businessId: 'RFQ-2026-0001', status: 'running' });
    expect(diagram.nodes.map((node) => node.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(diagram.nodes.map((node) => node.status)).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    expect(diagram.nodes[1]).toMatchObject({ name: '部门经理审批', assignee: '王经理', comment: '同意' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("does not show another tenant's process (answers as not found)", async () => {
    const session = await login(server, SUPPLIER_USER);
    const other = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: 'PI-1001' })}`, headers: session.headers });
    expect(other.statusCode).toBe(404);
    expect(body(other).code).toBe('404');
    const own = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: 'PI-2001' })}`, headers: session.headers });
    expect(own.statusCode).toBe(200);
  });

  it('needs a token and refuses a malformed id', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: 'PI-1001' })}` });
    expect(anonymous.statusCode).toBe(401);
    const session = await login(server, BUYER_ADMIN);
    const bad = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: 'x y<script>' })}`, headers: session.headers });
    expect(bad.statusCode).toBe(400);
    const missing = await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.flowDiagram, { processInstanceId: 'PI-9999' })}`, headers: session.headers });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the flow diagram page under its CSP', async () => {
    const flowPage = await server.app.inject({ method: 'GET', url: '/subapps/flow/?processInstanceId=PI-1001' });
    expect(flowPage.statusCode).toBe(200);
    expect(flowPage.body).toContain('flow.js');
    expect(flowPage.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
