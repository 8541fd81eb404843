/**
 * The platform's password and registration rules, shared by the shell (live form checks) and the
 * reference server (which enforces the same rules), so both always agree.
 */
import { BUSINESS_CONSTANTS } from '../../contract/businessDictionary/constants';

/** Special characters a password must contain one of (the platform's list). */
export const PASSWORD_SPECIALS = '@$!%*#?&';
export const PASSWORD_MIN_LENGTH = 8;
/** Not a platform rule: an upper bound so that a request body stays small. */
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordRule = 'minLength' | 'maxLength' | 'digitFirst' | 'lowercase' | 'uppercase' | 'special' | 'digit';

export type Language = 'zh_cn' | 'en';

/**
 * What a deployment adds to the platform's rule (the layout's session.passwordPolicy). The platform's
 * rule is the floor: a policy can only lengthen the minimum or ask for a digit, never weaken it.
 */
export interface PasswordPolicy {
  minLength?: number;
  requireDigit?: boolean;
}

/** The rule in force: the platform's floor with a policy on top. */
export interface PasswordRuleSet {
  minLength: number;
  requireDigit: boolean;
}

/** The rule a policy makes: its minimum within 8..64 (nothing below the platform's 8), a digit when it asks for one. */
export function passwordRuleSet(passwordPolicy: PasswordPolicy | undefined): PasswordRuleSet {
  const asked = passwordPolicy?.minLength;
  const minLength = typeof asked === 'number' && Number.isFinite(asked) ? Math.min(PASSWORD_MAX_LENGTH, Math.max(PASSWORD_MIN_LENGTH, Math.floor(asked))) : PASSWORD_MIN_LENGTH;
  return { minLength, requireDigit: passwordPolicy?.requireDigit === true };
}

/** The stricter of two policies, rule by rule (the server's floor: the default tenant's policy). */
export function stricterPasswordPolicy(a: PasswordPolicy | undefined, b: PasswordPolicy | undefined): PasswordRuleSet {
  const first = passwordRuleSet(a);
  const second = passwordRuleSet(b);
  return { minLength: Math.max(first.minLength, second.minLength), requireDigit: first.requireDigit || second.requireDigit };
}

const PASSWORD_TEXT: Record<PasswordRule, (rules: PasswordRuleSet) => Record<Language, string>> = {
  minLength: ({ minLength }) => ({ zh_cn: `密码至少 ${minLength} 位`, en: `at least ${minLength} characters` }),
  maxLength: () => ({ zh_cn: `密码最多 ${PASSWORD_MAX_LENGTH} 位`, en: `at most ${PASSWORD_MAX_LENGTH} characters` }),
  digitFirst: () => ({ zh_cn: '密码不能以数字开头', en: 'must not start with a digit' }),
  lowercase: () => ({ zh_cn: '密码须包含小写字母', en: 'needs a lower-case letter' }),
  uppercase: () => ({ zh_cn: '密码须包含大写字母', en: 'needs an upper-case letter' }),
  special: () => ({ zh_cn: `密码须包含特殊字符 ${PASSWORD_SPECIALS} 之一`, en: `needs one of ${PASSWORD_SPECIALS}` }),
  digit: () => ({ zh_cn: '密码须包含数字', en: 'needs a digit' }),
};

const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'zh_cn');

/** The rules a password breaks under a policy (absent: the platform's rule alone), in a stable order; empty when it is acceptable. */
export function passwordProblems(password: string, policy?: PasswordPolicy): PasswordRule[] {
  const rules = passwordRuleSet(policy);
  const problems: PasswordRule[] = [];
  // Length in code points, so that a character outside the BMP counts once.
  const length = [...password].length;
  if (length < rules.minLength) problems.push('minLength');
  if (length > PASSWORD_MAX_LENGTH) problems.push('maxLength');
  if (/^[0-9]/.test(password)) problems.push('digitFirst');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[A-Z]/.test(password)) problems.push('uppercase');
  if (![...PASSWORD_SPECIALS].some((special) => password.includes(special))) problems.push('special');
  if (rules.requireDigit && !/[0-9]/.test(password)) problems.push('digit');
  return problems;
}

export function passwordRuleText(rule: PasswordRule, language: string, policy?: PasswordPolicy): string {
  return PASSWORD_TEXT[rule](passwordRuleSet(policy))[languageOf(language)];
}

/** One line for a refused password: "密码至少 8 位；密码须包含大写字母". */
export function describePasswordProblems(problems: readonly PasswordRule[], language: string, policy?: PasswordPolicy): string {
  return problems.map((rule) => passwordRuleText(rule, language, policy)).join(language === 'en' ? '; ' : '；');
}

/**
 * The whole rule in one sentence, as every password form shows it: "At least 10 characters, not
 * starting with a digit, with upper and lower case letters, a digit and one of @$!%*#?&".
 */
export function describePasswordRule(language: string, policy?: PasswordPolicy): string {
  const { minLength, requireDigit } = passwordRuleSet(policy);
  if (languageOf(language) === 'en') {
    return `At least ${minLength} characters, not starting with a digit, with upper and lower case letters${requireDigit ? ', a digit' : ''} and one of ${PASSWORD_SPECIALS}`;
  }
  return `至少 ${minLength} 位，不以数字开头，包含大写字母、小写字母${requireDigit ? '、数字' : ''}和特殊字符 ${PASSWORD_SPECIALS} 之一`;
}

// ---------------------------------------------------------------------------------------------
// Registration (invitation) and contact rules

/** A mainland mobile number: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1[0-9]{10}$/;
/** name@domain with a suffix of 2 or 3 letters (the platform's e-mail rule). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
export const ACCOUNT_NAME_MIN = 3;
export const ACCOUNT_NAME_MAX = 40;
/** Names and notes within 50 characters. */
export const NAME_MAX = 50;
/**
 * The captcha's length: the business constant of seed 001 (src/contract/businessDictionary), the one
 * source the login, registration and password pages, their texts and the server's captcha
 * (server/platform/auth/captcha.ts through shellRules.ts) all read.
 */
export const CAPTCHA_LENGTH: number = BUSINESS_CONSTANTS.captchaLength;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isEmail = (value: string): boolean => value.length <= 100 && EMAIL_PATTERN.test(value);

export interface RegistrationForm {
  invitationCode: string;
  companyName: string;
  accountName: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  email: string;
  captcha: string;
  agreementAccepted: boolean;
}

export type RegistrationField = keyof RegistrationForm;

export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'accountNameLength'
  | 'accountNameChars'
  | 'password'
  | 'mismatch'
  | 'mobile'
  | 'email'
  | 'contactRequired'
  | 'captchaLength'
  | 'agreement';

const FIELD_TEXT: Record<FieldProblem, Record<Language, string>> = {
  required: { zh_cn: '必填', en: 'required' },
  tooLong: { zh_cn: `最多 ${NAME_MAX} 个字符`, en: `at most ${NAME_MAX} characters` },
  accountNameLength: { zh_cn: `账号名称为 ${ACCOUNT_NAME_MIN} 到 ${ACCOUNT_NAME_MAX} 个字符`, en: `${ACCOUNT_NAME_MIN} to ${ACCOUNT_NAME_MAX} characters` },
  accountNameChars: { zh_cn: '账号名称只能包含字母、数字、下划线、点和短横线', en: 'letters, digits, _ . and - only' },
  password: { zh_cn: '密码不符合规则', en: 'the password breaks the rules' },
  mismatch: { zh_cn: '两次输入的密码不一致', en: 'the two passwords differ' },
  mobile: { zh_cn: '手机号码不正确', en: 'phone number incorrect' },
  email: { zh_cn: '邮箱格式不正确', en: 'e-mail address incorrect' },
  contactRequired: { zh_cn: '手机号码和邮箱至少填写一项', en: 'give a phone number or an e-mail address' },
  captchaLength: { zh_cn: `验证码为 ${CAPTCHA_LENGTH} 位`, en: `the captcha has ${CAPTCHA_LENGTH} characters` },
  agreement: { zh_cn: '请先阅读并同意用户协议', en: 'read and accept the user agreement first' },
};

export function fieldProblemText(problem: FieldProblem, language: string): string {
  return FIELD_TEXT[problem][language === 'en' ? 'en' : 'zh_cn'];
}

/** An account name: 3 to 40 characters, none that could be confused with a phone number or an e-mail. */
const ACCOUNT_NAME_CHARS = /^[A-Za-z0-9_.-]+$/;

/**
 * Checks an invitation registration under a password policy: every field, in form order. Returns the first
 * problem of each field that has one; an empty object means the form may be sent.
 */
export function registrationProblems(form: RegistrationForm, policy?: PasswordPolicy): Partial<Record<RegistrationField, FieldProblem>> {
  const problems: Partial<Record<RegistrationField, FieldProblem>> = {};
  const invitationCode = form.invitationCode.trim();
  const companyName = form.companyName.trim();
  const accountName = form.accountName.trim();
  const mobile = form.mobile.trim();
  const email = form.email.trim();
  if (!invitationCode) problems.invitationCode = 'required';
  else if (invitationCode.length > NAME_MAX) problems.invitationCode = 'tooLong';
  if (!companyName) problems.companyName = 'required';
  else if ([...companyName].length > NAME_MAX) problems.companyName = 'tooLong';
  const nameLength = [...accountName].length;
  if (!accountName) problems.accountName = 'required';
  else if (nameLength < ACCOUNT_NAME_MIN || nameLength > ACCOUNT_NAME_MAX) problems.accountName = 'accountNameLength';
  else if (!ACCOUNT_NAME_CHARS.test(accountName) || /^[0-9]+$/.test(accountName)) problems.accountName = 'accountNameChars';
  if (!form.password) problems.password = 'required';
  else if (passwordProblems(form.password, policy).length > 0) problems.password = 'password';
  if (!form.confirmPassword) problems.confirmPassword = 'required';
  else if (form.confirmPassword !== form.password) problems.confirmPassword = 'mismatch';
  if (!mobile && !email) {
    problems.mobile = 'contactRequired';
    problems.email = 'contactRequired';
  } else {
    if (mobile && !isMobile(mobile)) problems.mobile = 'mobile';
    if (email && !isEmail(email)) problems.email = 'email';
  }
  if (!form.captcha.trim()) problems.captcha = 'required';
  else if (form.captcha.trim().length !== CAPTCHA_LENGTH) problems.captcha = 'captchaLength';
  if (!form.agreementAccepted) problems.agreementAccepted = 'agreement';
  return problems;
}
