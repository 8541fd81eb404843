// Request bodies of push notifications. The shell imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { MESSAGE_TYPES } from './sysMessages';

/** Longest title and text of a message an administrator sends (ElsSysMsgService/send). */
export const SEND_TITLE_MAX = 100;
export const SEND_CONTENT_MAX = 2000;

/**
 * ElsSysMsgService/send (administrators only): a message for one user of the administrator's own
 * company. It is stored like any message and pushed to the user's topic.
 */
export const MessageSendBody = Type.Object(
  {
    /** The receiving user: the administrator's own company, and one of its sub-accounts. */
    elsAccount: Type.String({ minLength: 1, maxLength: 40 }),
    elsSubAccount: Type.String({ minLength: 1, maxLength: 40 }),
    title: Type.String({ minLength: 1, maxLength: SEND_TITLE_MAX }),
    /** Default: the title. */
    content: Type.Optional(Type.String({ maxLength: SEND_CONTENT_MAX })),
    /** Default 'system'. */
    msgType: Type.Optional(Type.Enum(MESSAGE_TYPES)),
  },
  { additionalProperties: false },
);
export type MessageSendBody = Static<typeof MessageSendBody>;

/**
 * push/broker/auth: an external broker (EMQX HTTP authenticator, mosquitto-go-auth HTTP backend)
 * asks whether a client may connect: the username `{elsAccount}_{elsSubAccount}` and the access token
 * as the password, exactly as the embedded broker checks them.
 */
export const BrokerAuthBody = Type.Object(
  {
    username: Type.String({ maxLength: 100 }),
    password: Type.String({ maxLength: 4096 }),
    clientid: Type.Optional(Type.String({ maxLength: 256 })),
    /** The client's address as the broker saw it (behind nginx: X-Forwarded-For): logged with a refusal. */
    peerhost: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);
export type BrokerAuthBody = Static<typeof BrokerAuthBody>;

/**
 * push/broker/acl: may this (already authenticated) user subscribe to or publish on this topic?
 * EMQX sends `action` ('subscribe' | 'publish'); mosquitto-go-auth sends `acc` (1 read, 2 write,
 * 4 subscribe).
 */
export const BrokerAclBody = Type.Object(
  {
    username: Type.String({ maxLength: 100 }),
    topic: Type.String({ maxLength: 1024 }),
    action: Type.Optional(Type.String({ maxLength: 20 })),
    acc: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
    clientid: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: true },
);
export type BrokerAclBody = Static<typeof BrokerAclBody>;
