// The workflow ("uflo") call behind the approval-flow dialog's diagram page.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { requireUser } from '../auth.js';
import { badRequest, notFound, ok } from '../http.js';
import { loadFlowDiagram } from '../approvals.js';

const PROCESS_INSTANCE_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export const flowRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { processInstanceId: string } }>('/uflo/diagram/:processInstanceId', async (request) => {
    const user = requireUser(request);
    const { processInstanceId } = request.params;
    if (!PROCESS_INSTANCE_ID.test(processInstanceId)) throw badRequest('流程实例编号无效 (invalid processInstanceId)');
    // Another tenant's process answers exactly like a missing one.
    const diagram = loadFlowDiagram(ctx.db, user.elsAccount, processInstanceId);
    if (!diagram) throw notFound('流程不存在 (no such process instance)');
    return ok(diagram);
  });
};
