// The HTTP hooks an external broker calls to enforce the embedded broker's rules (README, "Pointing
// the shell at a real backend and broker"): push/broker/auth (may this client connect?) and
// push/broker/acl (may it subscribe to / publish on this topic?). They exist only when a hook secret
// is configured (SRM_MQTT_HOOK_SECRET) and answer only a caller presenting it in the
// `x-srm-hook-secret` header: they are for the broker, never for browsers.
//
// Rules, as the embedded broker's: a user connects with username `{elsAccount}_{elsSubAccount}` and
// their valid access token of a session neither locked, revoked nor ended; subscribes only to their
// own topics; never publishes. The server's own publisher (push.external username and password)
// publishes and subscribes to nothing; nobody is a superuser.
//
// The auth answer lets EMQX (5.8+) enforce that on its own (brokerAnswers.ts): `acl`, the client's
// whole ACL, and `expire_at`, the expiry of the token it connected with. That token was issued no
// later than the session's absolute end, so EMQX ends the connection by then at the latest, and a
// lock or logout whose kick (kick.ts) went missing is bounded by the token's lifetime. The shell
// renews its token before expiry and reconnects with the new one; a connection EMQX ends at expiry
// reconnects, is refused (the token has expired), renews the token and connects with it.
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BrokerHookAnswer } from '../../../src/contract/push.js';
import { ALLOW, allowPublisher, allowUser, deny } from './brokerAnswers.js';
import { BrokerAclBody } from '../../../src/contract/pushBodies.js';
import type { ModuleOptions, ServerContext } from '../../platform/context.js';
import { forbidden } from '../../platform/http/envelope.js';
import { singleHeader } from '../../platform/http/request.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

/** The header a broker presents the hook secret in (deploy/emqx/emqx.conf names it too). */
export const HOOK_SECRET_HEADER = 'x-srm-hook-secret';

/** Equal strings, compared in constant time. */
function same(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right) && a.length === b.length;
}

function isPublisher(ctx: ServerContext, username: string, password?: string): boolean {
  const external = ctx.config.push.external;
  if (!external?.username || !external.password) return false;
  return same(username, external.username) && (password === undefined || same(password, external.password));
}

/** mosquitto-go-auth: acc 1 read (delivery), 4 subscribe; EMQX: action 'subscribe'. */
function isSubscribe(body: BrokerAclBody): boolean {
  return body.action === 'subscribe' || body.acc === 1 || body.acc === 4;
}

export const brokerHookRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const secret = ctx.config.push.hookSecret;
  if (!secret) return;

  app.addHook('onRequest', async (request) => {
    const presented = singleHeader(request.headers[HOOK_SECRET_HEADER]);
    if (!presented || !same(presented, secret)) throw forbidden();
  });

  route(app, endpoints.brokerAuth, async (request): Promise<BrokerHookAnswer> => {
    const { username, password, clientid, peerhost } = request.body;
    const refuse = (reason: string): BrokerHookAnswer => {
      request.log.info({ username, clientid, peerhost, reason }, 'broker connect refused');
      return deny(reason);
    };
    if (isPublisher(ctx, username, password)) return allowPublisher();
    if (!password) return refuse('bad user name or password');
    let user;
    try {
      user = await ctx.tokens.verifyAccessToken(password);
    } catch {
      return refuse('bad user name or password');
    }
    if (username !== `${user.elsAccount}_${user.elsSubAccount}`) return refuse('not authorized');
    // A locked screen receives nothing (as on the embedded broker); an ended or revoked session was refused above.
    if (user.locked) return refuse('session locked');
    // The server disconnects this client when its session is locked or ends (push.kick).
    if (user.sid !== undefined && clientid) ctx.brokerKick?.remember(user.sid, clientid, user.exp);
    const topics = ctx.pushTopics.topicsOf({ elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, environment: user.environMentConfig });
    return allowUser(topics, user.exp);
  });

  route(app, endpoints.brokerAcl, async (request): Promise<BrokerHookAnswer> => {
    const body = request.body;
    if (isPublisher(ctx, body.username)) return isSubscribe(body) ? deny('the publisher subscribes to nothing') : ALLOW;
    if (!isSubscribe(body)) return deny('clients may not publish');
    const match = /^(.+)_([^_]+)$/.exec(body.username);
    const account = match ? await ctx.accounts.find(match[1]!, match[2]!) : undefined;
    if (!account || account.enabled !== 1) return deny('no such user');
    const own = ctx.pushTopics.topicsOf({
      elsAccount: account.els_account,
      elsSubAccount: account.els_sub_account,
      environment: account.environment_config,
    });
    return own.includes(body.topic) ? ALLOW : deny('not the user’s topic');
  });
};
