import { describe, expect, it } from 'vitest';
import { describePasswordProblems, describePasswordRule, isEmail, isMobile, passwordProblems, passwordRuleSet, registrationProblems, stricterPasswordPolicy, type RegistrationForm } from './passwordRules';

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

describe('password policy: the platform rule is the floor', () => {
  it('a policy lengthens the minimum and asks for a digit', () => {
    const policy = { minLength: 10, requireDigit: true };
    expect(passwordProblems('Buyer@202', policy)).toEqual(['minLength']);
    expect(passwordProblems('Buyer@2026', policy)).toEqual([]);
    expect(passwordProblems('Buyer@abcd', policy)).toEqual(['digit']);
    // Without the policy the same 9-character password is fine.
    expect(passwordProblems('Buyer@202')).toEqual([]);
  });
  it('no policy weakens the floor', () => {
    expect(passwordRuleSet({ minLength: 4 })).toEqual({ minLength: 8, requireDigit: false });
    expect(passwordProblems('aB#defg', { minLength: 4 })).toEqual(['minLength']);
    expect(passwordRuleSet({ minLength: 500 }).minLength).toBe(64);
    expect(passwordProblems('1Buyer@2026', { requireDigit: false })).toEqual(['digitFirst']);
  });
  it('the stricter of two policies, rule by rule', () => {
    expect(stricterPasswordPolicy({ minLength: 12 }, { minLength: 10, requireDigit: true })).toEqual({ minLength: 12, requireDigit: true });
    expect(stricterPasswordPolicy(undefined, undefined)).toEqual({ minLength: 8, requireDigit: false });
  });
  it('texts name the policy, in both languages', () => {
    const policy = { minLength: 10, requireDigit: true };
    expect(describePasswordProblems(['minLength', 'digit'], 'zh_cn', policy)).toBe('密码至少 10 位；密码须包含数字');
    expect(describePasswordProblems(['minLength', 'digit'], 'en', policy)).toBe('at least 10 characters; needs a digit');
    expect(describePasswordRule('en', policy)).toBe('At least 10 characters, not starting with a digit, with upper and lower case letters, a digit and one of @$!%*#?&');
    expect(describePasswordRule('zh_cn', policy)).toBe('至少 10 位，不以数字开头，包含大写字母、小写字母、数字和特殊字符 @$!%*#?& 之一');
    expect(describePasswordRule('en')).toBe('At least 8 characters, not starting with a digit, with upper and lower case letters and one of @$!%*#?&');
  });
  it('registration checks the password by the policy', () => {
    const form: RegistrationForm = { invitationCode: 'I', companyName: 'C', accountName: 'abc', password: 'Buyer@202', confirmPassword: 'Buyer@202', mobile: '13800000001', email: '', captcha: '1234', agreementAccepted: true };
    expect(registrationProblems(form).password).toBeUndefined();
    expect(registrationProblems(form, { minLength: 10 }).password).toBe('password');
  });
});
