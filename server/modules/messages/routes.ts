// The message centre: ElsSysMsgService (the user's messages: paged list with read/unread, type and
// keyword filters, the unread list behind the badge, mark all read, mark one read or unread) and
// ElsNoticeReceiveService (the notices the user received). Every query names the caller as the
// receiver: another user's message answers exactly like a missing one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeKeyword, pageWindow } from '../../../src/contract/paging.js';
import { MESSAGE_ID, UNREAD_LIST_LIMIT, isReadFlag } from '../../../src/contract/sysMessages.js';
import {} from '../../../src/contract/sysMessagesBodies.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, forbidden, notFound, ok } from '../../platform/http/envelope.js';
import { MessageRepo } from './repo.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const messagesRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const repo = new MessageRepo(ctx.db);

  route(app, endpoints.findMessages, async (request) => {
    const user = requireUser(request);
    const body = request.body ?? {};
    const filter = {
      readFlag: body.readFlag || undefined,
      msgType: body.msgType || undefined,
      keyword: normalizeKeyword(body.keyword),
    };
    return ok(await repo.findPage(user, filter, pageWindow(body)));
  });

  route(app, endpoints.getUnreadMessages, async (request) => {
    const user = requireUser(request);
    // The path names a user; only the caller's own messages are answered.
    if (request.params.elsAccount !== user.elsAccount || request.params.elsSubAccount !== user.elsSubAccount) throw forbidden('sysMessage.ownOnly');
    return ok(await repo.unread(user, UNREAD_LIST_LIMIT));
  });

  route(app, endpoints.markAllMessagesRead, async (request) => {
    const user = requireUser(request);
    const updated = await repo.setAllRead(user, new Date().toISOString());
    // Every open portal of the user shows the new badges.
    void ctx.push.publishCounts(user);
    return ok({ updated, unread: await repo.unreadTotal(user) });
  });

  route(app, endpoints.markMessage, async (request) => {
    const user = requireUser(request);
    const { id, flag } = request.params;
    if (!MESSAGE_ID.test(id)) throw badRequest('sysMessage.invalidId');
    if (!isReadFlag(flag)) throw badRequest('sysMessage.invalidFlag');
    const messageId = Number(id);
    if (!Number.isSafeInteger(messageId) || !(await repo.setRead(user, messageId, flag === '1', new Date().toISOString()))) throw notFound('sysMessage.notFound');
    void ctx.push.publishCounts(user);
    return ok({
      message: (await repo.find(user, messageId))!,
      unread: await repo.unreadTotal(user),
    });
  });

  route(app, endpoints.findNotices, async (request) => {
    const user = requireUser(request);
    const body = request.body ?? {};
    return ok(
      await repo.findNotices(
        user,
        {
          noticeType: body.noticeType || undefined,
          keyword: normalizeKeyword(body.keyword),
        },
        pageWindow(body),
      ),
    );
  });
};
