import type { AxiosInstance } from 'axios';
import { call } from './call';
import { workEndpoints as w } from '../../contract/endpoints/work';
import type { Account } from '../../contract';
import type { MessageFindBody, NoticeFindBody } from '../../contract/bodies';

/**
 * The message centre's calls (ElsSysMsgService, ElsNoticeReceiveService) over the HTTP client.
 * Shapes are the contract's; bodies are imported as types only.
 */

export type { MarkAllReadResult, MarkMessageResult, Notice, SysMessage, UnreadMessages } from '../../contract';
export type { MessageFindBody, NoticeFindBody } from '../../contract/bodies';

/** One page of the user's messages, newest first: filters readFlag ('0' unread, '1' read), msgType, keyword. */
export const findMessages = (http: AxiosInstance, body: MessageFindBody = {}) => call(http, w.findMessages, { body });

/**
 * The unread count and the newest unread messages (the top bar's badge). Silent: a failed poll
 * shows no toast, the badge keeps its last value.
 */
export const getUnreadMessages = (http: AxiosInstance, account: Account) =>
  call(http, w.getUnreadMessages, { params: { elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount } });

/** Marks every message of the user read; answers how many, and the unread count after (0). */
export const markAllMessagesRead = (http: AxiosInstance) => call(http, w.markAllMessagesRead);

/** Marks one message read (flag 1) or unread (flag 0); answers the message and the unread count after. */
export const markMessage = (http: AxiosInstance, id: string, read: boolean) => call(http, w.markMessage, { params: { id, flag: read ? '1' : '0' }, body: null });

/** One page of the notices the user received, newest first. */
export const findNotices = (http: AxiosInstance, body: NoticeFindBody = {}) => call(http, w.findNotices, { body });
