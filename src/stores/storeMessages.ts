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
  },
  en: {
    i18n_network_error: 'Network connection interrupted, check the network',
    i18n_login_incomplete: 'The login answer lacks the user information',
    i18n_not_signed_in: 'Not signed in',
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
