// The server's messages as codes with a Chinese and an English text. An answer carries the code and
// its parameters beside the Chinese `message` (a real SRM backend sends the text only), so the shell
// shows the text in the user's language when it knows the code and the backend's text otherwise.
// Plain data and small functions: the shell imports this at run time. The texts are ICU messages
// (plurals and selects possible), formatted with intl-messageformat as react-intl formats the
// shell's own texts; `npm run messages:check` parses them.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** The languages the portal speaks. */
export type Language = 'zh_cn' | 'en';

/** Texts of one message, in ICU message syntax: `{name}` is the parameter `name`. */
export interface MessageTexts {
  zh_cn: string;
  en: string;
}

/**
 * A parameter: a value shown as it is, or a text the server already has in both languages (for
 * example the list of password rules a password breaks).
 */
export type MessageParam = string | number | MessageTexts;
export type MessageParams = Readonly<Record<string, MessageParam>>;

export const MESSAGES = {
  // Requests the server cannot take.
  'request.invalid': { zh_cn: '请求参数无效：{detail}', en: 'Invalid request: {detail}' },
  'request.bad': { zh_cn: '请求无效：{detail}', en: 'Bad request: {detail}' },
  'request.missingParameter': { zh_cn: '缺少参数 {name}', en: 'Missing parameter {name}' },
  'request.forbidden': { zh_cn: '没有权限', en: 'Forbidden' },
  'request.notFound': { zh_cn: '资源不存在', en: 'Not found' },
  'request.noSuchApi': { zh_cn: '接口不存在：{method} {path}', en: 'No such API: {method} {path}' },
  'request.invalidPath': { zh_cn: '非法路径', en: 'Invalid path' },
  'request.rateLimited': { zh_cn: '请求过于频繁，请 {seconds} 秒后再试', en: 'Too many requests, try again in {seconds} s' },
  'server.internal': { zh_cn: '服务器内部错误', en: 'Internal server error' },
  // Load shedding: the server is overloaded (event loop or memory) and refuses new calls for a moment.
  'server.busy': { zh_cn: '服务器繁忙，请 {seconds} 秒后再试', en: 'The server is busy, try again in {seconds} s' },
  // The push broker did not answer the server (its per-session login could not be made): push retries later.
  'push.brokerUnavailable': { zh_cn: '消息推送服务暂不可用，稍后自动重试', en: 'The push broker is not available now; the portal tries again shortly' },
  // A tenant name that is no tenant of this deployment (names are compared trimmed, in lower case).
  'tenant.unknown': { zh_cn: '此部署没有租户“{tenant}”', en: 'This deployment has no tenant "{tenant}"' },

  // Why a token was refused (one per 401 reason).
  'auth.tokenMissing': { zh_cn: '未登录或缺少令牌', en: 'Not signed in: the token is missing' },
  'auth.tokenInvalid': { zh_cn: '令牌无效', en: 'The token is invalid' },
  'auth.tokenExpired': { zh_cn: '令牌已过期', en: 'The token has expired' },
  'auth.refreshTokenRotated': { zh_cn: '令牌已由其他窗口更新', en: 'Another window of this session has just renewed the token' },
  'auth.accountMismatch': { zh_cn: '账号与令牌不一致', en: 'The account does not match the token' },
  'auth.sessionLocked': { zh_cn: '屏幕已锁定，请先解锁', en: 'The screen is locked: unlock it first' },
  'auth.sessionEnded': { zh_cn: '会话已到时限，请重新登录', en: 'Your session has reached its time limit, please sign in again' },

  // Login, captcha, throttle, refresh.
  'auth.identityMissing': { zh_cn: '请填写主账号和子账号，或登录名', en: 'Give the account and sub-account, or a login name' },
  'auth.wrongCredentials': { zh_cn: '账号或密码错误', en: 'Wrong account or password' },
  'auth.captchaRequired': { zh_cn: '请输入验证码', en: 'Please enter the captcha' },
  'auth.captchaError': { zh_cn: '验证码错误', en: 'Wrong captcha' },
  'auth.tooManyAttempts': { zh_cn: '尝试次数过多，请 {seconds} 秒后再试', en: 'Too many attempts, try again in {seconds} s' },
  'auth.refreshTokenMismatch': { zh_cn: '刷新令牌不一致', en: 'The refreshToken header and body differ' },

  // Account: detail, update, passwords, lock screen, SMS codes, registration.
  'account.notFound': { zh_cn: '账号不存在', en: 'Account not found' },
  'account.nameRequired': { zh_cn: '姓名不能为空', en: 'The name is required' },
  'account.mobileError': { zh_cn: '手机号码不正确', en: 'Phone number incorrect' },
  'account.emailError': { zh_cn: '邮箱格式不正确', en: 'E-mail address incorrect' },
  'account.avatarPathInvalid': { zh_cn: '头像路径无效', en: 'Invalid avatar path' },
  'account.mobileInUse': { zh_cn: '手机号已被其他账号使用', en: 'The phone number is used by another account' },
  'account.emailInUse': { zh_cn: '邮箱已被其他账号使用', en: 'The e-mail address is used by another account' },
  'account.unlockPasswordError': { zh_cn: '解锁密码错误，请重新输入', en: 'unlock password error, please re-enter' },
  'account.oldPasswordError': { zh_cn: '原密码错误', en: 'The current password is wrong' },
  'account.passwordRules': { zh_cn: '密码不符合规则：{rules}', en: 'The password breaks the rules: {rules}' },
  'account.newPasswordSame': { zh_cn: '新密码不能与原密码相同', en: 'The new password equals the current one' },
  'account.smsTooSoon': { zh_cn: '发送过于频繁，请 {seconds} 秒后再试', en: 'Wait {seconds} s before the next code' },
  'account.smsCodeError': { zh_cn: '短信验证码错误', en: 'SMS code error' },
  'account.smsCodeExpired': { zh_cn: '短信验证码已过期，请重新获取', en: 'SMS code expired, request a new one' },
  'account.smsCodeExhausted': { zh_cn: '短信验证码错误次数过多，请重新获取', en: 'Too many wrong SMS codes, request a new one' },
  'account.registrationField': { zh_cn: '{field}: {problem}', en: '{field}: {problem}' },
  'account.invitationInvalid': { zh_cn: '邀请码无效或已被使用', en: 'The invitation code is invalid or used' },
  'account.companyMissing': { zh_cn: '公司不存在', en: 'The company does not exist' },
  'account.companyRegistered': { zh_cn: '该公司已注册', en: 'The company is already registered' },
  'account.accountNameInUse': { zh_cn: '账号名称已被使用', en: 'The account name is in use' },
  'account.registrationClosed': { zh_cn: '本门户未开放注册', en: 'Registration is not open on this portal' },

  // Menu and apps.
  'menu.ownAppsOnly': { zh_cn: '只能查询自己的应用', en: 'Only your own apps can be read' },

  // Layout overlays.
  'layoutConfig.otherAccountRead': { zh_cn: '不能查询其他账号的配置', en: "Another account's configuration cannot be read" },
  'layoutConfig.otherSubAccountRead': { zh_cn: '只有管理员可以查询其他子账号的配置', en: "Only an administrator may read another sub-account's configuration" },
  'layoutConfig.otherAccountSave': { zh_cn: '不能保存其他账号的配置', en: "Another account's configuration cannot be saved" },
  'layoutConfig.tenantWideNeedsAdmin': { zh_cn: '租户级配置需要管理员权限', en: 'The tenant-wide overlay needs an administrator' },
  'layoutConfig.ownOnly': { zh_cn: '只能保存自己的配置', en: 'Only your own configuration can be saved' },
  'layoutConfig.noSubAccount': { zh_cn: '子账号不存在：{subAccount}', en: 'No sub-account {subAccount}' },
  'layoutConfig.tooLarge': { zh_cn: '配置过大（超过 {kilobytes} KB）', en: 'configJson exceeds {kilobytes} KB' },
  'layoutConfig.notJson': { zh_cn: '配置不是合法的 JSON：{detail}', en: 'configJson is not valid JSON: {detail}' },
  'layoutConfig.notObject': { zh_cn: '配置必须是 JSON 对象', en: 'configJson must be a JSON object' },
  'layoutConfig.invalidOverlay': { zh_cn: '布局配置无效：{detail}', en: 'Invalid layout overlay: {detail}' },
  'layoutConfig.invalidTableConfig': { zh_cn: '表格配置无效：{detail}', en: 'Invalid table configuration: {detail}' },
  'layoutConfig.unknownType': { zh_cn: '不支持的配置类型：{configType}', en: 'Unknown configType: {configType}' },
  'layoutConfig.tooDeep': { zh_cn: '配置嵌套过深：{pointer} 超过 {limit} 层', en: 'configJson nests too deep: {pointer} is deeper than {limit} levels' },
  'layoutConfig.tooManyRows': { zh_cn: '配置数量已达上限（每个用户 {limit} 条）', en: 'At most {limit} stored configurations per user' },
  'layoutConfig.tenantQuota': {
    zh_cn: '企业级布局（全体用户与供应商布局）及其历史版本的总量将超过上限（{kilobytes} KB）',
    en: "The company's layouts for everyone and for suppliers, with their versions, would exceed {kilobytes} KB",
  },
  'layoutConfig.userQuota': {
    zh_cn: '你保存的配置及其历史版本的总量将超过上限（{kilobytes} KB）：请删除不用的配置',
    en: 'Your stored configurations with their versions would exceed {kilobytes} KB: delete the ones you no longer use',
  },
  'layoutConfig.personalQuota': {
    zh_cn: '本企业所有用户的个人配置及其历史版本的总量将超过上限（{kilobytes} KB）',
    en: "The personal configurations of all the company's users, with their versions, would exceed {kilobytes} KB",
  },
  'layoutConfig.baseVersionLayoutOnly': {
    zh_cn: '只有布局配置有版本：{configType} 类型的配置不能指定 baseVersion',
    en: 'Only layouts have versions: a {configType} configuration takes no baseVersion',
  },
  'layoutConfig.notTenantCompany': {
    zh_cn: '租户级布局只能由租户 {tenant} 所属企业（{company}）的管理员保存',
    en: 'Only an administrator of the company of tenant {tenant} ({company}) may save its tenant-wide layout',
  },
  'layoutConfig.versionConflict': {
    zh_cn: '版本 {current} 已由 {author} 于 {time} 发布，你的草稿基于版本 {base}：请重新加载后再发布',
    en: 'Version {current} was published by {author} at {time} after the version {base} your draft started from: reload it before publishing',
  },
  'layoutConfig.noVersion': {
    zh_cn: '该布局没有版本 {version}（最多保留最近 {kept} 个版本，且受存储上限约束，较早的版本会被清理）',
    en: 'This layout has no version {version} (at most the newest {kept} versions are kept, within the storage budget; older ones are dropped)',
  },
  'layoutConfig.nothingToDelete': { zh_cn: '没有已发布的覆盖层可删除', en: 'There is no published overlay to delete' },
  'layoutConfig.noChange': {
    zh_cn: '与生效中的版本 {version} 相同，没有变化：未写入新版本',
    en: 'No change: this is the same as version {version} in force, so no new version was written',
  },
  'layoutConfig.unknownAudience': {
    zh_cn: '企业布局的 toElsAccount 只能为空（全体用户）或 “*”（登录本租户的供应商）：{toElsAccount}',
    en: "A company layout's toElsAccount must be empty (everyone) or '*' (the suppliers signing in to the tenant): {toElsAccount}",
  },
  'layoutConfig.suppliersReadNeedsAdmin': {
    zh_cn: '供应商布局只对登录本租户的供应商生效，员工需要管理员权限才能查看',
    en: "The suppliers' layout applies to the suppliers signing in to this tenant: staff need an administrator to read it",
  },

  // System settings.
  'settings.publicGroupOnly': { zh_cn: '未登录只能查询登录页与首页开关设置（{group}）', en: 'Without a token only these setting groups can be read: {group}' },

  // Approval flow.
  'flow.invalidProcessId': { zh_cn: '流程实例编号无效', en: 'Invalid processInstanceId' },
  'flow.notFound': { zh_cn: '流程不存在', en: 'No such process instance' },

  // The shell's own texts for answers without a usable message. Their Chinese texts are the
  // platform's fixed texts and must not change.
  'client.authFailed': { zh_cn: '登录验证失败，3秒后跳转登录页面', en: 'Sign-in check failed; going to the login page in 3 seconds' },
  'client.unknownError': { zh_cn: '未知错误', en: 'Unknown error' },

  // The message centre, approvals, documents, stored files (server modules messages, approvals,
  // documents, files).
  'sysMessage.invalidId': { zh_cn: '消息编号无效', en: 'Invalid message id' },
  'sysMessage.notFound': { zh_cn: '消息不存在', en: 'No such message' },
  'sysMessage.invalidFlag': { zh_cn: '标记无效：0 未读，1 已读', en: 'Invalid flag: 0 unread, 1 read' },
  'sysMessage.ownOnly': { zh_cn: '只能查询自己的消息', en: 'Only your own messages can be read' },
  'sysMessage.sendAdminOnly': { zh_cn: '只有管理员可以发送消息', en: 'Only an administrator can send messages' },
  'sysMessage.sendOwnTenant': { zh_cn: '只能给本企业的用户发送消息', en: 'Messages can be sent only to users of your own company' },
  'sysMessage.sendNoSuchUser': { zh_cn: '用户 {account} 不存在或已停用', en: 'User {account} does not exist or is disabled' },
  'audit.unknownAction': { zh_cn: '不支持的审批操作：{action}', en: 'Unknown approval action: {action}' },
  'audit.ownOnly': { zh_cn: '只能以自己的账号审批', en: 'You can act only as yourself' },
  'audit.invalidId': { zh_cn: '审批任务编号无效', en: 'Invalid approval task id' },
  'audit.notFound': { zh_cn: '审批任务不存在', en: 'No such approval task' },
  'audit.remarkRequired': { zh_cn: '驳回时必须填写审批意见', en: 'A remark is required to reject' },
  'audit.alreadyHandled': { zh_cn: '该审批已处理', en: 'This approval has already been handled' },
  'audit.notAssignee': { zh_cn: '您不是当前审批人', en: 'You are not the approver of this step' },
  'audit.withdrawStarterOnly': { zh_cn: '只有发起人可以撤回审批', en: 'Only the person who started the approval may withdraw it' },
  'document.notFound': { zh_cn: '文件不存在或无权下载', en: 'No such file, or not yours to download' },
  'file.notFound': { zh_cn: '文件不存在', en: 'No such file' },
  'file.tooLarge': { zh_cn: '文件过大，不能超过 {megabytes} MB', en: 'The file is too large (at most {megabytes} MB)' },
  'file.typeNotAllowed': { zh_cn: '仅支持 PNG、JPEG、WebP 格式的图片', en: 'Only PNG, JPEG or WebP images are accepted' },
  'file.empty': { zh_cn: '文件为空', en: 'The file is empty' },
} as const satisfies Record<string, MessageTexts>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

function paramText(param: MessageParam, language: Language): string | number {
  return typeof param === 'object' ? param[language] : param;
}

/** The locale ICU formats a language's texts in (plural rules, numbers in plurals). */
const LOCALES: Record<Language, string> = { zh_cn: 'zh-CN', en: 'en' };

const formats = new Map<string, IntlMessageFormat | null>();

/** The parsed format of a text, kept per language and text; null when the text is not ICU. */
function formatOf(template: string, language: Language): IntlMessageFormat | null {
  const key = `${language}\u0000${template}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(template, LOCALES[language]);
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/** The argument names of a parsed text (simple, plural, select, number, date; nested too). */
function argumentNames(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentNames(option.value, into);
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

/**
 * Formats an ICU text with its parameters (a bilingual parameter in the language); a placeholder
 * without a parameter stays as it is, and a text that is not ICU is returned unchanged.
 */
export function formatMessage(template: string, params: MessageParams | undefined, language: Language): string {
  const format = formatOf(template, language);
  if (!format) return template;
  const values: Record<string, string | number> = {};
  for (const name of argumentNames(format.getAst())) {
    const param = params && Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    values[name] = param === undefined ? `{${name}}` : paramText(param, language);
  }
  try {
    return String(format.format(values));
  } catch {
    return template;
  }
}

/** The text of a message in a language. */
export function messageText(code: MessageCode, params: MessageParams | undefined, language: Language): string {
  return formatMessage(MESSAGES[code][language], params, language);
}

function isMessageParams(value: unknown): value is MessageParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (param) =>
      typeof param === 'string' ||
      typeof param === 'number' ||
      (typeof param === 'object' && param !== null && typeof (param as MessageTexts).zh_cn === 'string' && typeof (param as MessageTexts).en === 'string'),
  );
}

/**
 * The text to show for an answer: the known code's text in the language, else the answer's own
 * message (a real backend sends no code, or a code this shell does not know), else undefined.
 */
export function answerText(
  answer: { message?: unknown; messageCode?: unknown; messageParams?: unknown } | null | undefined,
  language: Language,
): string | undefined {
  if (!answer) return undefined;
  if (isMessageCode(answer.messageCode)) {
    const params = isMessageParams(answer.messageParams) ? answer.messageParams : undefined;
    return messageText(answer.messageCode, params, language);
  }
  return typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined;
}
