// Request bodies of the system settings (SystemSettingService). Each is one TypeBox schema (the
// server validates with it) and the type inferred from it (the shell sends it). The shell imports
// this file with `import type` only, so TypeBox never reaches the browser bundle.
import { Type, type Static } from 'typebox';

const key = Type.String({ maxLength: 64 });

/** The signed-in user's tenant settings, filtered by group and/or code. */
export const SettingsFindBody = Type.Object({
  setGroupCode: Type.Optional(key),
  setCode: Type.Optional(key),
});
export type SettingsFindBody = Static<typeof SettingsFindBody>;

/** The login page's settings of an account, read before anyone signs in. */
export const LoginSettingsBody = Type.Object({
  elsAccount: Type.String({ minLength: 1, maxLength: 64 }),
  setGroupCode: Type.Optional(key),
});
export type LoginSettingsBody = Static<typeof LoginSettingsBody>;
