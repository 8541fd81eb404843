// SMS verification codes: six digits, valid for a while (10 minutes by default), with a countdown
// before the next one. No SMS gateway exists here: the default gateway writes the message to the
// server log, and in development also to an inbox that GET {prefix}/apis/dev/sms reads. Only a
// hash of each code is stored.
import crypto from 'node:crypto';
import type { SmsMessage, SmsPurpose } from '../../../src/contract/account.js';
import type { SmsGateway } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';

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
    private readonly db: Database,
    private readonly gateway: SmsGateway,
    readonly options: SmsOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Seconds before another code may be sent to this mobile (0: now). */
  resendWait(mobile: string, purpose: SmsPurpose): number {
    const last = this.db
      .prepare('SELECT created_at FROM sms_codes WHERE mobile = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1')
      .get(mobile, purpose) as { created_at: number } | undefined;
    return last ? Math.max(0, last.created_at + this.options.resendSeconds - this.nowSeconds()) : 0;
  }

  /**
   * Records a send for the mobile (also when no account has it, so the countdown and the answer are
   * the same either way); delivers a code only when `deliver` is true.
   */
  send(mobile: string, purpose: SmsPurpose, deliver: boolean): void {
    const now = this.nowSeconds();
    const code = String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    this.db.prepare('DELETE FROM sms_codes WHERE expires_at < ?').run(now - this.options.resendSeconds);
    // A new code replaces the earlier ones of this mobile and purpose.
    this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND purpose = ? AND used_at IS NULL').run(now, mobile, purpose);
    this.db
      .prepare('INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(mobile, purpose, deliver ? hash(mobile, code) : '', now, now + this.options.ttlSeconds);
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

  /** Checks the latest code of the mobile; a right one is used up, five wrong ones use it up too. */
  check(mobile: string, purpose: SmsPurpose, code: string): SmsCheck {
    const row = this.db
      .prepare('SELECT * FROM sms_codes WHERE mobile = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1')
      .get(mobile, purpose) as CodeRow | undefined;
    if (!row || row.code_hash === '') return 'missing';
    if (row.used_at !== null) return row.attempts >= SMS_MAX_ATTEMPTS ? 'exhausted' : 'missing';
    if (row.expires_at <= this.nowSeconds()) return 'expired';
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(hash(mobile, code.trim()), 'hex');
    if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
      this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(this.nowSeconds(), row.id);
      return 'ok';
    }
    const attempts = row.attempts + 1;
    this.db
      .prepare('UPDATE sms_codes SET attempts = ?, used_at = CASE WHEN ? >= ? THEN ? ELSE used_at END WHERE id = ?')
      .run(attempts, attempts, SMS_MAX_ATTEMPTS, this.nowSeconds(), row.id);
    return attempts >= SMS_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
  }
}
