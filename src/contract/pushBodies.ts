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
