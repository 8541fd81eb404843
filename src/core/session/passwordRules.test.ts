import { describe, expect, it } from 'vitest';
import { describePasswordProblems, isEmail, isMobile, passwordProblems, registrationProblems, type RegistrationForm } from './passwordRules';

describe('password rules: length, first character, letter cases, a special character', () => {
  it('accepts a password with 8+ characters, both cases and a special character, not starting with a digit', () => {
    expect(passwordProblems('Buyer@2026')).toEqual([]);
    expect(passwordProblems('aB#defgh')).toEqual([]);
  });
  it('names each broken rule', () => {
    expect(passwordProblems('aB#defg')).toEqual(['minLength']);
    expect(passwordProblems('1Buyer@2026')).toEqual(['digitFirst']);
    expect(passwordProblems('BUYER@2026')).toEqual(['lowercase']);
    expect(passwordProblems('buyer@2026')).toEqual(['uppercase']);
    expect(passwordProblems('Buyer2026x')).toEqual(['special']);
    // A special character outside @$!%*#?& does not count.
    expect(passwordProblems('Buyer^2026')).toEqual(['special']);
    expect(passwordProblems('')).toEqual(['minLength', 'lowercase', 'uppercase', 'special']);
    expect(passwordProblems(`Aa@${'x'.repeat(70)}`)).toEqual(['maxLength']);
  });
  it('describes problems in Chinese or English', () => {
    expect(describePasswordProblems(['minLength', 'special'], 'zh_cn')).toBe('密码至少 8 位；密码须包含特殊字符 @$!%*#?& 之一');
    expect(describePasswordProblems(['uppercase'], 'en')).toBe('needs an upper-case letter');
  });
});

describe('contact rules', () => {
  it('mobile: 11 digits starting with 1', () => {
    expect(isMobile('13800000001')).toBe(true);
    for (const bad of ['23800000001', '1380000000', '138000000012', '1380000000a']) expect(isMobile(bad)).toBe(false);
  });
  it('e-mail: name@domain with a suffix of 2 or 3 letters', () => {
    expect(isEmail('a.b@example.cn')).toBe(true);
    expect(isEmail('a@mail.example.com')).toBe(true);
    for (const bad of ['a@example.c', 'a@example.info', 'a@example', '@example.com', 'a b@example.com']) expect(isEmail(bad)).toBe(false);
  });
});

describe('registration rules', () => {
  const good: RegistrationForm = {
    invitationCode: 'INV-1',
    companyName: '华东精密零件有限公司',
    accountName: 'huadong',
    password: 'Supplier@2026',
    confirmPassword: 'Supplier@2026',
    mobile: '13700000009',
    email: '',
    captcha: 'AB34',
    agreementAccepted: true,
  };
  it('accepts a complete form with a mobile or an e-mail', () => {
    expect(registrationProblems(good)).toEqual({});
    expect(registrationProblems({ ...good, mobile: '', email: 'x@huadong.cn' })).toEqual({});
  });
  it('refuses each rule', () => {
    expect(registrationProblems({ ...good, invitationCode: ' ' })).toEqual({ invitationCode: 'required' });
    expect(registrationProblems({ ...good, accountName: 'ab' })).toEqual({ accountName: 'accountNameLength' });
    expect(registrationProblems({ ...good, accountName: 'a'.repeat(41) })).toEqual({ accountName: 'accountNameLength' });
    expect(registrationProblems({ ...good, accountName: '12345' })).toEqual({ accountName: 'accountNameChars' });
    expect(registrationProblems({ ...good, password: 'weak', confirmPassword: 'weak' })).toEqual({ password: 'password' });
    expect(registrationProblems({ ...good, confirmPassword: 'Supplier@2027' })).toEqual({ confirmPassword: 'mismatch' });
    expect(registrationProblems({ ...good, mobile: '', email: '' })).toEqual({ mobile: 'contactRequired', email: 'contactRequired' });
    expect(registrationProblems({ ...good, mobile: '1234', email: 'bad@x' })).toEqual({ mobile: 'mobile', email: 'email' });
    expect(registrationProblems({ ...good, captcha: 'ABC' })).toEqual({ captcha: 'captchaLength' });
    expect(registrationProblems({ ...good, agreementAccepted: false })).toEqual({ agreementAccepted: 'agreement' });
  });
});
