// ElsSysMsgService/send: an administrator sends a message to one user of their own company. It is
// stored like any other message (so it is in the list, the unread badge and the unread list after a
// reconnect) and pushed to the user's topic with the user's new counts. `npm run push` calls it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountHeaderValue } from '../../../src/contract/auth.js';
import { isAdmin } from '../../../src/contract/permissions.js';
import {} from '../../../src/contract/pushBodies.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, forbidden, ok } from '../../platform/http/envelope.js';
import { createMessage, messageEvent } from './push.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const messageSendRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.sendMessage, async (request) => {
    const user = requireUser(request);
    if (!isAdmin(user)) throw forbidden('sysMessage.sendAdminOnly');
    const { elsAccount, elsSubAccount, title, content, msgType } = request.body;
    if (elsAccount !== user.elsAccount) throw forbidden('sysMessage.sendOwnTenant');
    const receiver = await ctx.accounts.find(elsAccount, elsSubAccount);
    if (!receiver || receiver.enabled !== 1)
      throw badRequest('sysMessage.sendNoSuchUser', {
        account: accountHeaderValue({ elsAccount, elsSubAccount }),
      });
    const message = await createMessage(ctx.db, {
      elsAccount,
      elsSubAccount,
      msgType: msgType ?? 'system',
      title,
      content: content || title,
      sendUser: user.name,
      sendElsAccount: user.elsAccount,
      businessType: '',
      businessId: '',
      sentAt: new Date().toISOString(),
      read: false,
    });
    const receiverAccount = { elsAccount, elsSubAccount };
    await ctx.push.publish(receiverAccount, messageEvent(message));
    await ctx.push.publishCounts(receiverAccount);
    return ok(message);
  });
};
