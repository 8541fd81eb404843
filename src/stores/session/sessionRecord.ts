/**
 * How a session is kept in Web Storage: the token, the refresh token, the user info and the token
 * times, each under its own key (TypedStorage adds the 'srm-' namespace and the platform's record
 * shape). The session store decides which storage (the tabs' shared one or this tab's own).
 */
import type { LoginResult } from '../../core/api/services';
import { isFiniteNumber, isPlainObject, isString, type TypedStorage } from '../../core/storage';
import type { TokenTimes } from '../../core/session/tokenClock';

export interface SessionUser {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station?: string;
  permission?: string;
  roles: string[];
  /** The platform environment the user works in (its audit service may sit under /v2). */
  environment?: string;
}

/** Storage keys of the session. */
export const SESSION_KEYS = ['token', 'refreshToken', 'userInfo', 'tokenTimes'] as const;

export interface StoredSession {
  token?: string;
  refreshToken?: string;
  user?: SessionUser;
  times?: TokenTimes;
}

/**
 * The stored user info keeps the platform's field name for the environment: sub-apps on the same
 * origin read `srm-userInfo`, and a session stored by an earlier version stays readable.
 */
type StoredUser = Omit<SessionUser, 'environment'> & { environMentConfig?: string };

function toStoredUser({ environment, ...user }: SessionUser): StoredUser {
  return environment === undefined ? user : { ...user, environMentConfig: environment };
}

function fromStoredUser(stored: StoredUser | undefined): SessionUser | undefined {
  if (!stored) return undefined;
  const { environMentConfig, ...user } = stored;
  return environMentConfig === undefined ? user : { ...user, environment: environMentConfig };
}

export function writeSession(store: TypedStorage, session: StoredSession): void {
  if (session.token) store.set('token', session.token);
  if (session.refreshToken) store.set('refreshToken', session.refreshToken);
  else store.remove('refreshToken');
  if (session.user) store.set('userInfo', toStoredUser(session.user));
  if (session.times) store.set('tokenTimes', session.times);
  else store.remove('tokenTimes');
}

/** Reads a stored session; user info older than `userInfoCacheMinutes` counts as absent. */
export function readSession(store: TypedStorage, userInfoCacheMinutes: number): StoredSession {
  return {
    token: store.get('token', isString),
    refreshToken: store.get('refreshToken', isString),
    user: fromStoredUser(store.get('userInfo', isStoredUser, userInfoCacheMinutes)),
    times: store.get('tokenTimes', isTokenTimes),
  };
}

const isOptionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';

/** Stored user info of the shape the shell wrote (any other fields, e.g. a sub-app's, are kept). */
export function isStoredUser(value: unknown): value is StoredUser {
  return (
    isPlainObject(value) &&
    isString(value.elsAccount) &&
    isString(value.elsSubAccount) &&
    isString(value.name) &&
    Array.isArray(value.roles) &&
    value.roles.every(isString) &&
    isOptionalString(value.station) &&
    isOptionalString(value.permission) &&
    isOptionalString(value.environMentConfig)
  );
}

/** Stored token times: finite numbers (the session's end optional). */
export function isTokenTimes(value: unknown): value is TokenTimes {
  return isPlainObject(value) && isFiniteNumber(value.expiresAt) && isFiniteNumber(value.refreshAt) && (value.sessionEndsAt === undefined || isFiniteNumber(value.sessionEndsAt));
}

export function removeSession(store: TypedStorage): void {
  for (const key of SESSION_KEYS) store.remove(key);
}

/** The user of a login answer; the platform's field names stop here. */
export function toUser(result: LoginResult): SessionUser {
  const dto = result.elsSubaccountInfoDTO;
  return {
    elsAccount: dto?.elsAccount ?? result.elsAccount,
    elsSubAccount: dto?.elsSubAccount ?? result.elsSubAccount,
    name: dto?.name ?? '',
    station: dto?.station,
    permission: dto?.permission,
    roles: dto?.roles ?? (dto?.permission ? [dto.permission] : []),
    environment: result.environMentConfig,
  };
}

export const hasName = (user: SessionUser | undefined): user is SessionUser => !!user && typeof user.name === 'string' && user.name !== '';
