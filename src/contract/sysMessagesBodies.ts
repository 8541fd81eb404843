// Request bodies of the message centre. The shell imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { Keyword, PageFields } from './pagingBodies';
import { MESSAGE_TYPES, NOTICE_TYPES, READ_FLAGS } from './sysMessages';

/** ElsSysMsgService/findPageList: the user's messages, newest first; filters are optional. */
export const MessageFindBody = Type.Object(
  {
    ...PageFields,
    /** '0' unread only, '1' read only; left out or '': all. */
    readFlag: Type.Optional(Type.Union([Type.Enum(READ_FLAGS), Type.Literal('')])),
    msgType: Type.Optional(Type.Union([Type.Enum(MESSAGE_TYPES), Type.Literal('')])),
    /** Searched in the title, the content and the business number. */
    keyword: Keyword,
  },
  { additionalProperties: false },
);
export type MessageFindBody = Static<typeof MessageFindBody>;

/** ElsNoticeReceiveService/findPageList: the notices the user received, newest first. */
export const NoticeFindBody = Type.Object(
  {
    ...PageFields,
    noticeType: Type.Optional(Type.Union([Type.Enum(NOTICE_TYPES), Type.Literal('')])),
    keyword: Keyword,
  },
  { additionalProperties: false },
);
export type NoticeFindBody = Static<typeof NoticeFindBody>;
