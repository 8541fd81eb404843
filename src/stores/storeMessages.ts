import { defineMessages, type IntlShape } from 'react-intl';
import type { AddressRefusal } from '../core/frames/frameAddress';
import type { Dictionaries } from './localeStore';
import { mergeDictionaries } from '../core/i18n/language';

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
  return mergeDictionaries(storeMessages, dictionaries);
}

const REFUSAL_MESSAGES = defineMessages({
  unsafe: { id: 'i18n_address_refusal_unsafe' },
  'foreign-origin': { id: 'i18n_address_refusal_foreignOrigin' },
  'shell-in-frame': { id: 'i18n_address_refusal_shellInFrame' },
  'no-rule': { id: 'i18n_address_refusal_noRule' },
  missing: { id: 'i18n_address_refusal_missing' },
} satisfies Record<AddressRefusal, { id: string }>);

/**
 * Ids the stores pass to a text function of their environment (SessionStore's `text`) rather than
 * format themselves; declared here so that messages:check sees them used.
 */
export const environmentMessages = defineMessages({
  loginIncomplete: { id: 'i18n_login_incomplete' },
});

/** What the user is told when an address is not opened: which page, and why, in the current language. */
export function addressRefusedText(intl: IntlShape, label: string, refusal: AddressRefusal): string {
  return intl.formatMessage({ id: 'i18n_address_refused' }, { label, reason: intl.formatMessage(REFUSAL_MESSAGES[refusal]) });
}
