// Request bodies of the session calls. Each is one TypeBox schema (the server validates with it)
// and the type inferred from it (the shell sends it). The shell imports this file with
// `import type` only, so TypeBox never reaches the browser bundle.
import { Type, type Static } from 'typebox';

const accountField = Type.String({ minLength: 1, maxLength: 64 });

/**
 * Login: main account plus sub-account, or a login name (phone, e-mail, employee number or account
 * name). The password is the transport ciphertext (src/core/session/passwordTransport); the captcha
 * is sent when the server asked for it.
 */
export const LoginBody = Type.Object(
  {
    elsAccount: Type.Optional(accountField),
    elsSubAccount: Type.Optional(accountField),
    loginName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    password: Type.String({ maxLength: 256 }),
    captchaId: Type.Optional(Type.String({ maxLength: 64 })),
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
    /**
     * The deployment tenant the shell runs as (config/tenants/<tenant>/layout.json): the server
     * applies its session policy (captcha, session length, token time), never weaker than the
     * default tenant's. Compared trimmed and in lower case; a name that is no tenant of the
     * deployment is refused (tenant.unknown). Left out or '': the tenant of the address the call was
     * sent to (its path prefix, its host name, else the deployment's default).
     */
    tenant: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { anyOf: [{ required: ['elsAccount', 'elsSubAccount'] }, { required: ['loginName'] }] },
);
export type LoginBody = Static<typeof LoginBody>;

/**
 * The refresh call's body; the refresh token travels in the `refreshToken` header too. The server
 * does not validate this body with the schema: a call with the header only (no body) is accepted,
 * and numbers are read as text, so it reads the body leniently instead.
 */
export const RefreshBody = Type.Object({
  elsAccount: Type.String(),
  elsSubAccount: Type.String(),
  refreshToken: Type.String(),
});
export type RefreshBody = Static<typeof RefreshBody>;
