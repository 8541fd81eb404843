// The message centre (ElsSysMsgService) and the notices a user receives (ElsNoticeReceiveService).
// Named sysMessages because messages.ts is the catalogue of the server's message codes. Plain
// TypeScript: the shell imports this at run time.
import { DECIMAL_ID } from './numbers';

/** Message types (dictionary `msgType`). */
export const MESSAGE_TYPES = ['order', 'delivery', 'enquiry', 'audit', 'finance', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** '0' unread, '1' read (dictionary `readFlag`), as the platform sends flags. */
export const READ_FLAGS = ['0', '1'] as const;
export type ReadFlag = (typeof READ_FLAGS)[number];

export function isReadFlag(value: unknown): value is ReadFlag {
  return value === '0' || value === '1';
}

/** One message of the signed-in user. */
export interface SysMessage {
  /** Digits; the path parameter of update/{id}/{flag}. */
  id: string;
  msgType: MessageType;
  msgTitle: string;
  msgContent: string;
  /** The title and content in English, when the server has them (English mode shows them). */
  msgTitleEn?: string;
  msgContentEn?: string;
  /** Who sent it (a person or 系统) and from which account. */
  sendUser: string;
  sendElsAccount: string;
  /** ISO 8601. */
  sendTime: string;
  readFlag: ReadFlag;
  readTime: string | null;
  /** The document it is about (an approval type of the link map, an order…), '' for none. */
  businessType: string;
  businessId: string;
}

/** getUnReadMsgList: how many are unread, and the newest of them (at most UNREAD_LIST_LIMIT). */
export interface UnreadMessages {
  total: number;
  rows: SysMessage[];
}

export const UNREAD_LIST_LIMIT = 10;

/** updateAll: how many messages were marked; afterwards nothing is unread. */
export interface MarkAllReadResult {
  updated: number;
  unread: number;
}

/** update/{id}/{flag}: the message as it is now and the user's unread count after the change. */
export interface MarkMessageResult {
  message: SysMessage;
  unread: number;
}

/** Notice types (dictionary `noticeType`). */
export const NOTICE_TYPES = ['announcement', 'policy', 'tender', 'holiday', 'system'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** A notice (announcement) the signed-in user received. */
export interface Notice {
  id: string;
  noticeNumber: string;
  title: string;
  content: string;
  noticeType: NoticeType;
  /** The publishing company and person. */
  pubOrg: string;
  pubUser: string;
  /** English of the title, content and publisher, when the server has it (the shell picks by language). */
  titleEn?: string;
  contentEn?: string;
  pubOrgEn?: string;
  pubUserEn?: string;
  publishTime: string;
  noticeStartTime: string | null;
  noticeEndTime: string | null;
  isRead: ReadFlag;
}

/** A plain decimal of at most 18 digits, as the server hands ids out (no leading zero: `01` is not message 1). */
export const MESSAGE_ID = DECIMAL_ID;
