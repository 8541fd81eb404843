// What the message centre tells the push service: the user's unread count (its part of a `counts`
// event) and a stored message as a `message` event.
import type { Account } from '../../../src/contract/auth.js';
import type { MessagePushEvent } from '../../../src/contract/push.js';
import type { SysMessage } from '../../../src/contract/sysMessages.js';
import { tablesOf, type Db } from '../../platform/db/database.js';
import { MessageRepo, messageRowOf, unreadCount, type MessageTables, type NewMessage } from './repo.js';

/** The user's unread messages (the badge). */
export async function unreadMessagesOf(db: Db, owner: Account): Promise<{ unreadMessages: number }> {
  return { unreadMessages: await unreadCount(db, owner) };
}

/** Stores one message and answers it as its receiver reads it. */
export async function createMessage(db: Db, m: NewMessage): Promise<SysMessage> {
  const { id } = await tablesOf<MessageTables>(db).insertInto('sys_messages').values(messageRowOf(m)).returning('id').executeTakeFirstOrThrow();
  return (await new MessageRepo(db).find({ elsAccount: m.elsAccount, elsSubAccount: m.elsSubAccount }, Number(id)))!;
}

export function messageEvent(message: SysMessage): MessagePushEvent {
  return { type: 'message', id: message.id, title: message.msgTitle, ...(message.msgTitleEn ? { titleEn: message.msgTitleEn } : {}), sentAt: message.sendTime };
}
