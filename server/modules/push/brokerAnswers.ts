// What the auth hook answers EMQX (5.8 and later) so that it enforces the embedded broker's rules on
// its own, between two calls of the hook: the ACL in the answer (EMQX keeps it with the connection and
// checks every SUBSCRIBE and PUBLISH against it, without calling the ACL hook) and `expire_at` (EMQX
// closes the connection then). EMQX's raw rule format (emqx_authz_rule_raw): the first matching rule
// decides; `eq <filter>` matches that filter exactly (no wildcard, no `${...}` placeholder is read).
import type { BrokerAclRule, BrokerHookAnswer } from '../../../src/contract/push.js';

/** Nothing else: not a publish anywhere, not a subscription to any other filter. */
const DENY_REST: readonly BrokerAclRule[] = [
  { permission: 'deny', action: 'publish', topic: '#' },
  { permission: 'deny', action: 'all', topic: '#' },
];

/** A user: subscribe to (and so receive on) exactly their own topics; never publish; nothing else. */
export function userAcl(topics: readonly string[]): BrokerAclRule[] {
  return [...topics.map((topic): BrokerAclRule => ({ permission: 'allow', action: 'subscribe', topic: `eq ${topic}` })), ...DENY_REST];
}

/**
 * The server's publisher: publish on any user's topic, subscribe to nothing. Not a superuser (EMQX
 * would skip every check for it): a leaked publisher password then reads no one's pushes.
 */
export const PUBLISHER_ACL: readonly BrokerAclRule[] = [
  { permission: 'allow', action: 'publish', topic: '#' },
  { permission: 'deny', action: 'all', topic: '#' },
];

/** The user is let in until `expireAt` (seconds since the epoch) with exactly these topics. */
export function allowUser(topics: readonly string[], expireAt: number): BrokerHookAnswer {
  return { result: 'allow', is_superuser: false, ok: true, expire_at: expireAt, acl: userAcl(topics) };
}

/** The publisher is let in, without an end (the server's own long-lived connection). */
export function allowPublisher(): BrokerHookAnswer {
  return { result: 'allow', is_superuser: false, ok: true, acl: [...PUBLISHER_ACL] };
}

/** An ACL check passes. */
export const ALLOW: BrokerHookAnswer = { result: 'allow', is_superuser: false, ok: true };

/** Refused, with the reason mosquitto-go-auth logs. */
export function deny(error: string): BrokerHookAnswer {
  return { result: 'deny', is_superuser: false, ok: false, error };
}
