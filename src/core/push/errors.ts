// The messaging error codes of seed 001 §8 (those of the platform's MQTT client) and the CONNACK
// return codes, as readable messages in both languages of the shell. The texts are declared in the
// business dictionary (src/contract/businessDictionary/messaging.ts).
import { MESSAGING_ERRORS, MESSAGING_RETURN_CODES, MESSAGING_SUBSCRIBE_REFUSED, type MessagingErrorCode } from '../../contract/businessDictionary/messaging';

export type PushErrorCode = MessagingErrorCode;

export const PUSH_ERROR = {
  CONNECT_TIMEOUT: 1,
  SUBSCRIBE_TIMEOUT: 2,
  UNSUBSCRIBE_TIMEOUT: 3,
  PING_TIMEOUT: 4,
  INTERNAL_ERROR: 5,
  CONNACK_RETURNCODE: 6,
  SOCKET_ERROR: 7,
  SOCKET_CLOSE: 8,
  MALFORMED_UTF: 9,
  UNSUPPORTED: 10,
  INVALID_STATE: 11,
  INVALID_TYPE: 12,
  INVALID_ARGUMENT: 13,
  UNSUPPORTED_OPERATION: 14,
  INVALID_STORED_DATA: 15,
  INVALID_MQTT_MESSAGE_TYPE: 16,
  MALFORMED_UNICODE: 17,
} as const satisfies Record<string, PushErrorCode>;

/** A failure of the push connection: a seed code, the CONNACK return code for code 6, a detail. */
export interface PushError {
  code: PushErrorCode;
  returnCode?: number;
  /** A short technical detail (the library's message), shown after the readable text. */
  detail?: string;
  /** The broker refused the subscription (SUBACK 0x80): code 6 does not say it. */
  subscribeRefused?: boolean;
}

export type PushLanguage = 'zh_cn' | 'en';

const pick = (text: readonly [string, string], language: PushLanguage): string => (language === 'en' ? text[1] : text[0]);

/** The readable message of a push error in `language` (no technical detail). */
export function pushErrorText(error: PushError, language: PushLanguage): string {
  if (error.subscribeRefused) return pick(MESSAGING_SUBSCRIBE_REFUSED, language);
  const text = pick(MESSAGING_ERRORS[error.code], language);
  if (error.code !== PUSH_ERROR.CONNACK_RETURNCODE || error.returnCode === undefined) return text;
  const known = MESSAGING_RETURN_CODES[error.returnCode as keyof typeof MESSAGING_RETURN_CODES] as readonly [string, string] | undefined;
  const reason = known && pick(known, language);
  const separator = language === 'zh_cn' ? '：' : ': ';
  return `${text}${separator}${reason ?? (language === 'zh_cn' ? `返回码 ${error.returnCode}` : `return code ${error.returnCode}`)}`;
}

/** "(code 6.4)": the seed code and the return code, for support. */
export function pushErrorCodeLabel(error: PushError): string {
  return error.returnCode === undefined ? String(error.code) : `${error.code}.${error.returnCode}`;
}

/** Where in the connection an error happened, when the library's error does not say. */
export type ErrorStage = 'connecting' | 'connected';

/**
 * Classifies an error of the MQTT library (MQTT.js) or of the socket: a CONNACK refusal carries a
 * numeric `code` 1–5 (ErrorWithReasonCode); a timeout before CONNACK, a keepalive timeout and a
 * socket failure have their own messages.
 */
export function classifyPushError(error: unknown, stage: ErrorStage): PushError {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const detail = message.slice(0, 200) || undefined;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (/connack timeout/i.test(message)) return { code: PUSH_ERROR.CONNECT_TIMEOUT, detail };
  if (/keepalive timeout/i.test(message)) return { code: PUSH_ERROR.PING_TIMEOUT, detail };
  if (/^Connection refused/i.test(message) && typeof code === 'number') return { code: PUSH_ERROR.CONNACK_RETURNCODE, returnCode: code, detail };
  if (typeof code === 'number' && code >= 1 && code <= 5 && stage === 'connecting') return { code: PUSH_ERROR.CONNACK_RETURNCODE, returnCode: code, detail };
  if (/utf-?8/i.test(message)) return { code: PUSH_ERROR.MALFORMED_UTF, detail };
  if (/invalid (header flag|.*type)|unknown command/i.test(message)) return { code: PUSH_ERROR.INVALID_MQTT_MESSAGE_TYPE, detail };
  if (typeof code === 'string' || /socket|websocket|ECONN|network/i.test(message)) return { code: PUSH_ERROR.SOCKET_ERROR, detail };
  return { code: PUSH_ERROR.INTERNAL_ERROR, detail };
}

/** Whether the failure was the broker refusing the credentials (the token): 4 or 5. */
export const isAuthRefusal = (error: PushError | undefined): boolean =>
  error?.code === PUSH_ERROR.CONNACK_RETURNCODE && (error.returnCode === 4 || error.returnCode === 5);
