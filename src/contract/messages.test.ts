import { describe, expect, it } from 'vitest';
import { MESSAGES, answerText, formatMessage, isMessageCode, messageText } from './messages';

describe('message catalogue', () => {
  it('gives every code a Chinese and an English text with the same placeholders', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(texts.zh_cn, code).not.toBe('');
      expect(texts.en, code).not.toBe('');
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(texts.en), code).toEqual(names(texts.zh_cn));
    }
  });

  it("keeps the platform's fixed texts exactly", () => {
    expect(MESSAGES['client.authFailed'].zh_cn).toBe('登录验证失败，3秒后跳转登录页面');
    expect(MESSAGES['client.unknownError'].zh_cn).toBe('未知错误');
    expect(MESSAGES['account.unlockPasswordError'].en).toBe('unlock password error, please re-enter');
  });

  it('fills parameters, picks the language of a bilingual parameter and leaves unknown placeholders', () => {
    expect(messageText('auth.tooManyAttempts', { seconds: 3 }, 'zh_cn')).toBe('尝试次数过多，请 3 秒后再试');
    expect(messageText('auth.tooManyAttempts', { seconds: 3 }, 'en')).toBe('Too many attempts, try again in 3 s');
    const rules = { zh_cn: '密码须包含大写字母', en: 'needs an upper-case letter' };
    expect(messageText('account.passwordRules', { rules }, 'en')).toBe('The password breaks the rules: needs an upper-case letter');
    expect(messageText('account.passwordRules', { rules }, 'zh_cn')).toBe('密码不符合规则：密码须包含大写字母');
    expect(formatMessage('{a} {b}', { a: 'x' }, 'en')).toBe('x {b}');
    expect(formatMessage('{toString}', {}, 'en')).toBe('{toString}');
  });

  it('shows every text with its parameters as given: the texts are ICU, and none is changed by ICU quoting', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      for (const language of ['zh_cn', 'en'] as const) {
        const text: string = texts[language];
        const params = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((match) => [match[1]!, `<${match[1]}>`]));
        expect(messageText(code as keyof typeof MESSAGES, params, language), `${code} ${language}`).toBe(text.replace(/\{(\w+)\}/g, '<$1>'));
      }
    }
  });

  it('formats plurals and numbers in plurals by the language', () => {
    const files = '{count, plural, one {# file} other {# files}}';
    expect(formatMessage(files, { count: 1 }, 'en')).toBe('1 file');
    expect(formatMessage(files, { count: 1200 }, 'en')).toBe('1,200 files');
    expect(formatMessage('{count, plural, other {# 个文件}}', { count: 3 }, 'zh_cn')).toBe('3 个文件');
    expect(formatMessage('{kind, select, a {A {name}} other {?}}', { kind: 'a', name: { zh_cn: '甲', en: 'x' } }, 'en')).toBe('A x');
  });

  it('shows a text that is not ICU as it is', () => {
    expect(formatMessage('broken {x', { x: 1 }, 'en')).toBe('broken {x');
  });

  it('knows only its own codes', () => {
    expect(isMessageCode('auth.wrongCredentials')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
  });
});

describe('answerText: the text the shell shows for an answer', () => {
  it("shows a known code's text in the user's language", () => {
    const answer = { code: '400', message: '账号或密码错误', messageCode: 'auth.wrongCredentials' };
    expect(answerText(answer, 'en')).toBe('Wrong account or password');
    expect(answerText(answer, 'zh_cn')).toBe('账号或密码错误');
  });

  it("shows the backend's own message for an unknown code or none (a real SRM backend)", () => {
    expect(answerText({ message: '单据已被锁定' }, 'en')).toBe('单据已被锁定');
    expect(answerText({ message: '单据已被锁定', messageCode: 'erp.locked' }, 'en')).toBe('单据已被锁定');
    expect(answerText({ message: '' }, 'en')).toBeUndefined();
    expect(answerText(undefined, 'en')).toBeUndefined();
  });

  it('ignores malformed parameters rather than showing them', () => {
    const answer = { message: 'x', messageCode: 'auth.tooManyAttempts', messageParams: { seconds: { nested: true } } };
    expect(answerText(answer, 'en')).toBe('Too many attempts, try again in {seconds} s');
  });
});
