// What the message centre tells the push service: the user's unread count (its part of a `counts`
// event) and a stored message as a `message` event.
import type { Statement } from 'better-sqlite3';
import type { Account } from '../../../src/contract/auth.js';
import type { MessagePushEvent } from '../../../src/contract/push.js';
import type { SysMessage } from '../../../src/contract/sysMessages.js';
import type { Database } from '../../platform/db/database.js';
import { insertMessages, MessageRepo, type NewMessage } from './repo.js';

const unreadStatements = new WeakMap<Database, Statement<[string, string]>>();

/** The user's unread messages (the badge). */
export function unreadMessagesOf(db: Database, owner: Account): { unreadMessages: number } {
  let statement = unreadStatements.get(db);
  if (!statement) {
    statement = db.prepare<[string, string]>('SELECT count(*) AS n FROM sys_messages WHERE els_account = ? AND els_sub_account = ? AND read_flag = 0');
    unreadStatements.set(db, statement);
  }
  return { unreadMessages: (statement.get(owner.elsAccount, owner.elsSubAccount) as { n: number }).n };
}

/** Stores one message and answers it as its receiver reads it. */
export function createMessage(db: Database, message: NewMessage): SysMessage {
  const id = db.transaction(() => {
    insertMessages(db, [message]);
    return (db.prepare('SELECT last_insert_rowid() AS id').get() as { id: number }).id;
  })();
  return new MessageRepo(db).find({ elsAccount: message.elsAccount, elsSubAccount: message.elsSubAccount }, id)!;
}

export function messageEvent(message: SysMessage): MessagePushEvent {
  return { type: 'message', id: message.id, title: message.msgTitle, ...(message.msgTitleEn ? { titleEn: message.msgTitleEn } : {}), sentAt: message.sendTime };
}
