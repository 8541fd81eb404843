import type { AddressRefusal } from '../core/frames/frameAddress';
import type { Dictionaries } from './localeStore';

/**
 * Texts the stores show themselves, in every language of the shell (the platform's fixed texts,
 * such as the 401 message, are the contract's: LocaleStore.message). They lie under the shell's
 * and the plugins' messages, which may word them differently.
 */
export const storeMessages: Dictionaries = {
  zh_cn: {
    i18n_network_error: '网络连接中断，请检查网络',
    i18n_login_incomplete: '登录返回的用户信息不完整',
    i18n_not_signed_in: '尚未登录',
    i18n_address_refused: '“{label}”未打开：{reason}',
    i18n_address_refusal_unsafe: '地址不是 http(s) 或站内地址',
    i18n_address_refusal_foreignOrigin: '地址的来源不在允许的来源之列',
    i18n_address_refusal_shellInFrame: '门户页面不能在框架中打开',
    i18n_address_refusal_noRule: '没有规则可以打开该地址',
    i18n_address_refusal_missing: '缺少页面地址（src 或 path）',
    i18n_audit_link_unknown: '审批类型“{type}”没有配置详情页，请联系管理员在审批链接表（auditLinks）中添加',
  },
  en: {
    i18n_network_error: 'Network connection interrupted, check the network',
    i18n_login_incomplete: 'The login answer lacks the user information',
    i18n_not_signed_in: 'Not signed in',
    i18n_address_refused: '"{label}" was not opened: {reason}',
    i18n_address_refusal_unsafe: 'the address is neither http(s) nor a portal address',
    i18n_address_refusal_foreignOrigin: "the address's origin is not among the allowed origins",
    i18n_address_refusal_shellInFrame: 'a portal page cannot open inside a frame',
    i18n_address_refusal_noRule: 'no rule opens this address',
    i18n_address_refusal_missing: 'the page address (src or path) is missing',
    i18n_audit_link_unknown: 'The approval type "{type}" has no detail page: ask an administrator to add it to the approval link map (auditLinks)',
  },
};

/** The store texts with the given dictionaries merged over them, language by language. */
export function withStoreMessages(dictionaries: Dictionaries): Dictionaries {
  const merged: Dictionaries = {};
  for (const language of new Set([...Object.keys(storeMessages), ...Object.keys(dictionaries)])) {
    merged[language] = { ...storeMessages[language], ...dictionaries[language] };
  }
  return merged;
}

const REFUSAL_KEYS: Record<AddressRefusal, string> = {
  unsafe: 'i18n_address_refusal_unsafe',
  'foreign-origin': 'i18n_address_refusal_foreignOrigin',
  'shell-in-frame': 'i18n_address_refusal_shellInFrame',
  'no-rule': 'i18n_address_refusal_noRule',
  missing: 'i18n_address_refusal_missing',
};

/** What the user is told when an address is not opened: which page, and why, in the current language. */
export function addressRefusedText(t: (key: string, values?: Record<string, string>) => string, label: string, refusal: AddressRefusal): string {
  return t('i18n_address_refused', { label, reason: t(REFUSAL_KEYS[refusal]) });
}
