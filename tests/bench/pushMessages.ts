/** Messages for the push benches: written as the server's rows first, then published (what a module does). */
import { insertMessages } from '../../server/modules/messages/repo';
import type { Account, MessagePushEvent } from '../../src/contract';
import type { Portal } from '../e2e/harness';

/** Writes messages for `owner` (one transaction) and answers their events, not yet published. */
export async function writeMessages(portal: Portal, owner: Account, titles: string[]): Promise<MessagePushEvent[]> {
  return portal.server.db.transaction().execute(async (trx) => {
    const sentAt = new Date().toISOString();
    await insertMessages(
      trx,
      titles.map((title) => ({ ...owner, msgType: 'system', title, content: title, sendUser: '系统', sendElsAccount: owner.elsAccount, businessType: '', businessId: '', sentAt, read: false })),
    );
    // The newest ids of the owner's messages: the ones just written.
    const rows = await trx
      .selectFrom('sys_messages')
      .select('id')
      .where('els_account', '=', owner.elsAccount)
      .where('els_sub_account', '=', owner.elsSubAccount)
      .orderBy('id', 'desc')
      .limit(titles.length)
      .execute();
    const ids = rows.map((row) => Number(row.id)).reverse();
    return titles.map((title, index): MessagePushEvent => ({ type: 'message', id: String(ids[index]), title, sentAt }));
  });
}
