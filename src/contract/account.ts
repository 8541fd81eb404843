// Answers of the account calls (ElsAccountService): detail, lock-screen check, SMS codes,
// registration. Plain TypeScript: the shell imports this at run time.
import type { Account } from './auth';

export interface AccountDetail extends Account {
  name: string;
  station?: string;
  permission?: string;
  mobile?: string;
  email?: string;
  employeeNo?: string;
  loginName?: string;
  /** The avatar's file path (the backend's field name). */
  fbk5?: string;
}

/** What an SMS code may be asked for. */
export const SMS_PURPOSES = ['resetPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** An SMS message as sent (GET dev/sms answers the ones a development server sent). */
export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
  sentAt: string;
}

export interface SmsSendResult {
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: number;
  /** Seconds the code stays valid. */
  expiresInSeconds: number;
}

/** The query of the SMS code check (the new password travels in the body). */
export interface ValidateNoteCodeQuery {
  /** The mobile number. */
  channelMsg: string;
  noteCode: string;
}

/** The query of the password change: both passwords transport-encrypted, then URL-encoded. */
export interface ModifyPasswordQuery {
  password: string;
  newPassword: string;
}

export interface VerifyAccountResult {
  valid: true;
}

export interface RegistrationResult extends Account {
  loginName: string;
}

/** Longest name of a person (the account detail's name). */
export const NAME_MAX = 50;

/** The sub-account of the first user of a registered company. */
export const FIRST_SUB_ACCOUNT = '1001';
