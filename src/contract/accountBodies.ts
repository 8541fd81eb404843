// Request bodies of the account calls (ElsAccountService). Each is one TypeBox schema (the server
// validates with it) and the type inferred from it (the shell sends it). The shell imports this
// file with `import type` only, so TypeBox never reaches the browser bundle.
import { Type, type Static } from 'typebox';
import { NAME_MAX, SMS_PURPOSES } from './account';

const text = (maxLength: number) => Type.String({ maxLength });

/** The signed-in user's own detail; a field left out stays as it is, an empty mobile or e-mail clears it. */
export const AccountUpdateBody = Type.Object(
  {
    name: Type.Optional(text(NAME_MAX)),
    mobile: Type.Optional(text(20)),
    email: Type.Optional(text(100)),
    fbk5: Type.Optional(text(255)),
  },
  { additionalProperties: false },
);
export type AccountUpdateBody = Static<typeof AccountUpdateBody>;

/** The lock screen's password check (transport ciphertext). */
export const VerifyAccountBody = Type.Object({ password: text(256) });
export type VerifyAccountBody = Static<typeof VerifyAccountBody>;

/** Asks for an SMS code; the captcha comes first. */
export const SendNoteCodeBody = Type.Object({
  /** The mobile number. */
  channelMsg: text(20),
  purpose: Type.Enum(SMS_PURPOSES),
  captchaId: text(64),
  captcha: text(16),
});
export type SendNoteCodeBody = Static<typeof SendNoteCodeBody>;

/** The new password set with an SMS code (the code and mobile travel in the query). */
export const ValidateNoteCodeBody = Type.Object({
  newPassword: text(256),
  /** The deployment tenant whose login page the form is on: its password policy applies. */
  tenant: Type.Optional(text(40)),
});
export type ValidateNoteCodeBody = Static<typeof ValidateNoteCodeBody>;

/** Registration by invitation: creates a supplier company with its first account. */
export const RegistrationBody = Type.Object({
  invitationCode: text(64),
  companyName: text(100),
  accountName: text(100),
  /** Transport ciphertext, like every password. */
  password: text(256),
  mobile: Type.Optional(text(20)),
  email: Type.Optional(text(100)),
  captchaId: text(64),
  captcha: text(16),
  agreementAccepted: Type.Boolean(),
  /**
   * The deployment tenant whose login page the form is on: its policy decides whether registration is
   * open. Trimmed and lower-cased; unknown: refused (tenant.unknown); left out or '': the tenant of
   * the address the call was sent to (path prefix, host name, default).
   */
  tenant: Type.Optional(text(40)),
});
export type RegistrationBody = Static<typeof RegistrationBody>;
