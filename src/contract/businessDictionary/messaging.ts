// The messaging error codes of seed 001 §8 (those of the platform's MQTT client) and the CONNACK
// return codes, in both languages. The shell's push client (src/core/push/errors.ts) shows these.
import type { BiText } from './modules';

export type MessagingErrorCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

export const MESSAGING_ERRORS: Record<MessagingErrorCode, BiText> = {
  1: ['连接推送服务超时', 'Connecting to the push service timed out'],
  2: ['订阅消息超时', 'Subscribing to messages timed out'],
  3: ['取消订阅超时', 'Unsubscribing timed out'],
  4: ['推送服务无响应（心跳超时）', 'The push service stopped answering (ping timed out)'],
  5: ['推送客户端内部错误', 'Internal error of the push client'],
  6: ['推送服务拒绝连接', 'The push service refused the connection'],
  7: ['无法连接推送服务', 'The push service cannot be reached'],
  8: ['与推送服务的连接已断开', 'The connection to the push service was closed'],
  9: ['收到的数据不是有效的 UTF-8', 'Received data is not valid UTF-8'],
  10: ['此浏览器不支持推送连接（WebSocket）', 'This browser does not support the push connection (WebSocket)'],
  11: ['推送客户端状态无效', 'The push client is in an invalid state'],
  12: ['推送参数类型无效', 'A push setting has an invalid type'],
  13: ['推送参数无效', 'A push setting is invalid'],
  14: ['不支持的推送操作', 'Unsupported push operation'],
  15: ['本地保存的推送数据无效', 'Invalid push data in local storage'],
  16: ['无效的 MQTT 报文类型', 'Invalid MQTT message type'],
  17: ['收到的文字编码有误', 'Malformed Unicode text received'],
};

/** CONNACK return codes 1–5 (MQTT 3.1.1 §3.2.2.3), the reasons of code 6. */
export const MESSAGING_RETURN_CODES: Record<1 | 2 | 3 | 4 | 5, BiText> = {
  1: ['不支持的协议版本', 'unacceptable protocol version'],
  2: ['客户端标识被拒绝', 'identifier rejected'],
  3: ['服务不可用', 'server unavailable'],
  4: ['用户名或密码（令牌）错误，请重新登录', 'bad user name or password (token): sign in again'],
  5: ['未授权', 'not authorized'],
};

export const MESSAGING_SUBSCRIBE_REFUSED: BiText = ['推送服务拒绝订阅该主题', 'The push service refused the subscription to this topic'];
