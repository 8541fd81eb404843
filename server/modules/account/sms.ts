// SMS verification codes: six digits, valid for a while (10 minutes by default), with a countdown
// before the next one. No SMS gateway exists here: the default gateway writes the message to the
// server log, and in development also to an inbox that GET {prefix}/apis/dev/sms reads. Only a
// hash of each code is stored.
import crypto from 'node:crypto';
import type { SmsMessage, SmsPurpose } from '../../../src/contract/account.js';
import type { SmsGateway } from '../../platform/config.js';
import { lockKey, tablesOf, type Db } from '../../platform/db/handle.js';
import type { AccountTables } from './tables.js';

export const SMS_CODE_LENGTH = 6;
/** Wrong tries before a code is used up. */
export const SMS_MAX_ATTEMPTS = 5;

export interface SmsOptions {
  ttlSeconds: number;
  resendSeconds: number;
}

export type SmsCheck = 'ok' | 'missing' | 'expired' | 'wrong' | 'exhausted';

interface CodeRow {
  id: number;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  attempts: number;
}

const hash = (mobile: string, code: string) => crypto.createHash('sha256').update(`${mobile}:${code}`).digest('hex');

/** Masks a mobile for messages: 138****0001. */
export const maskMobile = (mobile: string): string => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****');

/** The development inbox: the last messages sent, newest last (bounded). */
export class SmsInbox implements SmsGateway {
  readonly messages: SmsMessage[] = [];
  constructor(private readonly next?: SmsGateway) {}
  deliver(message: SmsMessage): void {
    this.messages.push(message);
    if (this.messages.length > 200) this.messages.shift();
    this.next?.deliver(message);
  }
  for(mobile: string): SmsMessage[] {
    return this.messages.filter((message) => message.mobile === mobile);
  }
}

export class SmsService {
  constructor(
    private readonly db: Db,
    private readonly gateway: SmsGateway,
    readonly options: SmsOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private q(db: Db = this.db) {
    return tablesOf<AccountTables>(db);
  }

  /** The latest code of a mobile and purpose. */
  private latest(db: Db, mobile: string, purpose: SmsPurpose): Promise<CodeRow | undefined> {
    return this.q(db)
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'created_at', 'expires_at', 'used_at', 'attempts'])
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Seconds before another code may be sent to this mobile (0: now). */
  async resendWait(mobile: string, purpose: SmsPurpose): Promise<number> {
    const last = await this.latest(this.db, mobile, purpose);
    return last ? Math.max(0, last.created_at + this.options.resendSeconds - this.nowSeconds()) : 0;
  }

  /**
   * Records a send for the mobile (also when no account has it, so the countdown and the answer are
   * the same either way); delivers a code only when `deliver` is true.
   */
  async send(mobile: string, purpose: SmsPurpose, deliver: boolean): Promise<void> {
    const now = this.nowSeconds();
    const code = String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await this.db.transaction().execute(async (trx) => {
      await lockKey(trx, 'sms', mobile, purpose);
      await this.q(trx).deleteFrom('sms_codes').where('expires_at', '<', now - this.options.resendSeconds).execute();
      // A new code replaces the earlier ones of this mobile and purpose.
      await this.q(trx).updateTable('sms_codes').set({ used_at: now }).where('mobile', '=', mobile).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
      await this.q(trx)
        .insertInto('sms_codes')
        .values({ mobile, purpose, code_hash: deliver ? hash(mobile, code) : '', created_at: now, expires_at: now + this.options.ttlSeconds })
        .execute();
    });
    if (!deliver) return;
    const minutes = Math.round(this.options.ttlSeconds / 60);
    this.gateway.deliver({
      mobile,
      purpose,
      code,
      text: `【SRM】您的验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本短信。`,
      sentAt: new Date(this.now()).toISOString(),
    });
  }

  /**
   * Checks the latest code of the mobile; a right one is used up, five wrong ones use it up too.
   * Read, check and write under the mobile's lock: concurrent tries are counted one by one, and a
   * right code is used once.
   */
  async check(mobile: string, purpose: SmsPurpose, code: string): Promise<SmsCheck> {
    return this.db.transaction().execute(async (trx): Promise<SmsCheck> => {
      await lockKey(trx, 'sms', mobile, purpose);
      const row = await this.latest(trx, mobile, purpose);
      if (!row || row.code_hash === '') return 'missing';
      if (row.used_at !== null) return row.attempts >= SMS_MAX_ATTEMPTS ? 'exhausted' : 'missing';
      const now = this.nowSeconds();
      if (row.expires_at <= now) return 'expired';
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(hash(mobile, code.trim()), 'hex');
      if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
        await this.q(trx).updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).execute();
        return 'ok';
      }
      const attempts = row.attempts + 1;
      await this.q(trx)
        .updateTable('sms_codes')
        .set({ attempts, ...(attempts >= SMS_MAX_ATTEMPTS ? { used_at: now } : {}) })
        .where('id', '=', row.id)
        .execute();
      return attempts >= SMS_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
    });
  }
}
