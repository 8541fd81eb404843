// The workflow ("uflo") call behind the approval-flow dialog's diagram page: the shell shows
// /subapps/flow/?processInstanceId=… in the dialog, and that page reads this.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROCESS_INSTANCE_ID } from '../../../src/contract/flow.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, notFound, ok } from '../../platform/http/envelope.js';
import { loadFlowDiagram } from './flowRepo.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const flowRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.flowDiagram, async (request) => {
    const user = requireUser(request);
    const { processInstanceId } = request.params;
    if (!PROCESS_INSTANCE_ID.test(processInstanceId)) throw badRequest('flow.invalidProcessId');
    // Another tenant's process answers exactly like a missing one.
    const diagram = await loadFlowDiagram(ctx.db, user.elsAccount, processInstanceId);
    if (!diagram) throw notFound('flow.notFound');
    return ok(diagram);
  });
};
