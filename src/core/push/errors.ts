// The messaging error codes of seed 001 §8 (those of the platform's MQTT client) and the CONNACK
// return codes, as readable messages in both languages of the shell.

export type PushErrorCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

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

const CODE_TEXTS: Record<PushLanguage, Record<PushErrorCode, string>> = {
  zh_cn: {
    1: '连接推送服务超时',
    2: '订阅消息超时',
    3: '取消订阅超时',
    4: '推送服务无响应（心跳超时）',
    5: '推送客户端内部错误',
    6: '推送服务拒绝连接',
    7: '无法连接推送服务',
    8: '与推送服务的连接已断开',
    9: '收到的数据不是有效的 UTF-8',
    10: '此浏览器不支持推送连接（WebSocket）',
    11: '推送客户端状态无效',
    12: '推送参数类型无效',
    13: '推送参数无效',
    14: '不支持的推送操作',
    15: '本地保存的推送数据无效',
    16: '无效的 MQTT 报文类型',
    17: '收到的文字编码有误',
  },
  en: {
    1: 'Connecting to the push service timed out',
    2: 'Subscribing to messages timed out',
    3: 'Unsubscribing timed out',
    4: 'The push service stopped answering (ping timed out)',
    5: 'Internal error of the push client',
    6: 'The push service refused the connection',
    7: 'The push service cannot be reached',
    8: 'The connection to the push service was closed',
    9: 'Received data is not valid UTF-8',
    10: 'This browser does not support the push connection (WebSocket)',
    11: 'The push client is in an invalid state',
    12: 'A push setting has an invalid type',
    13: 'A push setting is invalid',
    14: 'Unsupported push operation',
    15: 'Invalid push data in local storage',
    16: 'Invalid MQTT message type',
    17: 'Malformed Unicode text received',
  },
};

/** CONNACK return codes 1–5 (MQTT 3.1.1 §3.2.2.3). */
const RETURN_CODE_TEXTS: Record<PushLanguage, Record<number, string>> = {
  zh_cn: {
    1: '不支持的协议版本',
    2: '客户端标识被拒绝',
    3: '服务不可用',
    4: '用户名或密码（令牌）错误，请重新登录',
    5: '未授权',
  },
  en: {
    1: 'unacceptable protocol version',
    2: 'identifier rejected',
    3: 'server unavailable',
    4: 'bad user name or password (token): sign in again',
    5: 'not authorized',
  },
};

const SUBSCRIBE_REFUSED: Record<PushLanguage, string> = {
  zh_cn: '推送服务拒绝订阅该主题',
  en: 'The push service refused the subscription to this topic',
};

/** The readable message of a push error in `language` (no technical detail). */
export function pushErrorText(error: PushError, language: PushLanguage): string {
  if (error.subscribeRefused) return SUBSCRIBE_REFUSED[language];
  const text = CODE_TEXTS[language][error.code];
  if (error.code !== PUSH_ERROR.CONNACK_RETURNCODE || error.returnCode === undefined) return text;
  const reason = RETURN_CODE_TEXTS[language][error.returnCode];
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
