// The TypeBox schemas of the declared calls' answers, by endpoint name: the envelope's `data`, or the
// raw answer of a raw endpoint (the broker hooks). The server checks every answer it sends against
// them in development and tests (server/platform/http/answerCheck.ts), and so do the test fakes
// (src/testing/http.ts). Like endpoints/schemas.ts, this builds TypeBox values: only the server and the
// tests import it (contract.test.ts checks it). Objects are closed (`additionalProperties: false`): an
// answer carries no field its type does not declare, so nothing leaks by accident. The compile-time
// check at the end keeps each schema equal to its declaration's answer type.
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { AUDIT_ACTIONS, TODO_TYPES } from '../approvals';
import { SMS_PURPOSES } from '../account';
import { DOCUMENT_FILE_TYPES } from '../documents';
import { MESSAGE_TYPES, NOTICE_TYPES, READ_FLAGS } from '../sysMessages';
import type { AnswerOf } from './endpoint';
import type { EndpointName, endpoints } from './index';

/** A closed object: every property its type declares, no other. */
const Obj = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });
const Opt = <S extends TSchema>(schema: S) => Type.Optional(schema);
const ReadyCheck = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('off')]);
const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
const Str = Type.String();
const Num = Type.Number();
const Page = <S extends TSchema>(row: S) => Obj({ rows: Type.Array(row), total: Num, pageNo: Num, pageSize: Num });

const AccountFields = { elsAccount: Str, elsSubAccount: Str };

// Session and account.
const SubAccountInfo = Obj({ ...AccountFields, name: Str, station: Opt(Str), permission: Opt(Str), roles: Opt(Type.Array(Str)) });
const LoginResult = Obj({
  ...AccountFields,
  token: Str,
  refreshToken: Opt(Str),
  expiresIn: Opt(Num),
  sessionExpiresIn: Opt(Num),
  elsSubaccountInfoDTO: SubAccountInfo,
  environMentConfig: Opt(Str),
});
const RefreshResult = Obj({ token: Str, refreshToken: Str, expiresIn: Opt(Num), sessionExpiresIn: Opt(Num) });
const AccountDetail = Obj({
  ...AccountFields,
  name: Str,
  station: Opt(Str),
  permission: Opt(Str),
  mobile: Opt(Str),
  email: Opt(Str),
  employeeNo: Opt(Str),
  loginName: Opt(Str),
  fbk5: Opt(Str),
});
const SmsMessage = Obj({ mobile: Str, purpose: Type.Enum(SMS_PURPOSES), code: Str, text: Str, sentAt: Str });

// Layout.
const LayoutConfigRow = Obj({ ...AccountFields, uuid: Str, toElsAccount: Str, configType: Str, configJson: Str, updatedAt: Opt(Str) });
const OverlayVersionFields = {
  version: Num,
  action: Type.Enum(['publish', 'rollback', 'delete'] as const),
  fromVersion: Opt(Num),
  note: Str,
  author: Obj({ ...AccountFields, name: Str }),
  createdAt: Str,
  bytes: Num,
};
const OverlayPublishResult = Obj({ version: Num });
const SettingRow = Obj({ setGroupCode: Opt(Str), setCode: Str, setValue: Str });

// Work.
const SysMessage = Obj({
  id: Str,
  msgType: Type.Enum(MESSAGE_TYPES),
  msgTitle: Str,
  msgContent: Str,
  msgTitleEn: Opt(Str),
  msgContentEn: Opt(Str),
  sendUser: Str,
  sendElsAccount: Str,
  sendTime: Str,
  readFlag: Type.Enum(READ_FLAGS),
  readTime: Nullable(Str),
  businessType: Str,
  businessId: Str,
});
const Notice = Obj({
  id: Str,
  noticeNumber: Str,
  title: Str,
  content: Str,
  noticeType: Type.Enum(NOTICE_TYPES),
  pubOrg: Str,
  pubUser: Str,
  titleEn: Opt(Str),
  contentEn: Opt(Str),
  pubOrgEn: Opt(Str),
  pubUserEn: Opt(Str),
  publishTime: Str,
  noticeStartTime: Nullable(Str),
  noticeEndTime: Nullable(Str),
  isRead: Type.Enum(READ_FLAGS),
});
const AuditTask = Obj({
  id: Str,
  auditType: Str,
  businessId: Str,
  title: Str,
  titleEn: Opt(Str),
  flowId: Str,
  nodeName: Str,
  nodeNameEn: Opt(Str),
  startedBy: Str,
  startedAt: Str,
  createdAt: Str,
  status: Type.Enum(['todo', 'done'] as const),
  result: Nullable(Type.Enum(['submitted', 'approved', 'rejected', 'withdrawn'] as const)),
  remark: Str,
  handledBy: Nullable(Str),
  handledAt: Nullable(Str),
  actions: Type.Array(Type.Enum(AUDIT_ACTIONS)),
});
const TodoItem = Obj({ id: Str, todoType: Type.Enum(TODO_TYPES), title: Str, titleEn: Opt(Str), businessType: Str, businessId: Str, createdAt: Str });
const FlowNode = Obj({
  seq: Num,
  name: Str,
  nameEn: Opt(Str),
  assignee: Str,
  status: Type.Enum(['done', 'current', 'pending', 'rejected', 'skipped'] as const),
  comment: Nullable(Str),
  commentEn: Opt(Str),
  finishedAt: Nullable(Str),
});
const PortalDocument = Obj({
  id: Str,
  fileName: Str,
  fileType: Type.Enum(DOCUMENT_FILE_TYPES),
  fileSize: Num,
  filePath: Str,
  businessModule: Str,
  uploadUser: Str,
  uploadElsAccount: Str,
  uploadTime: Str,
  remark: Str,
});

// Home figures.
const StatusCount = Obj({ status: Str, count: Num });
const MonthFigure = Obj({ month: Str, count: Num, amount: Num });
const ByStatusAndMonth = { byStatus: Type.Array(StatusCount), byMonth: Type.Array(MonthFigure) };
const SaleEnquiryRow = Obj({
  id: Str,
  enquiryNumber: Str,
  enquiryDesc: Str,
  enquiryDescEn: Opt(Str),
  purchaseElsAccount: Str,
  purchaseName: Str,
  enquiryStatus: Str,
  quoteStatus: Str,
  beginDate: Str,
  quoteEndTime: Str,
  materialCount: Num,
});
const PurchaseEnquiryRow = Obj({
  id: Str,
  enquiryNumber: Str,
  enquiryDesc: Str,
  enquiryDescEn: Opt(Str),
  enquiryStatus: Str,
  beginDate: Str,
  quoteEndTime: Str,
  inviteCount: Num,
  answerCount: Num,
});

const BrokerAclRule = Obj({
  permission: Type.Enum(['allow', 'deny'] as const),
  action: Type.Enum(['subscribe', 'publish', 'all'] as const),
  topic: Str,
});
const BrokerHookAnswer = Obj({
  result: Type.Enum(['allow', 'deny'] as const),
  is_superuser: Type.Boolean(),
  ok: Type.Boolean(),
  error: Opt(Str),
  expire_at: Opt(Type.Integer()),
  acl: Opt(Type.Array(BrokerAclRule)),
});

/** Answers that are bytes, not JSON: nothing to check. */
export type FileEndpointName = 'downloadPortalFile' | 'downloadFile';
export type CheckedEndpointName = Exclude<EndpointName, FileEndpointName>;

export const answerSchemas = {
  // Session and account.
  login: LoginResult,
  captcha: Obj({ captchaId: Str, image: Str, expiresIn: Num }),
  validToken: LoginResult,
  issueTicket: Obj({ ticket: Str, expiresIn: Num }),
  refreshToken: Nullable(RefreshResult),
  lockSession: Type.Null(),
  logout: Type.Null(),
  pushCredentials: Obj({ username: Str, password: Str }),
  findAccountDetail: AccountDetail,
  updateAccount: AccountDetail,
  modifyPassword: Type.Null(),
  verifyElsAccount: Obj({ valid: Type.Literal(true) }),
  sendNoteCode: Obj({ resendAfterSeconds: Num, expiresInSeconds: Num }),
  validateNoteCode: Type.Null(),
  register: Obj({ ...AccountFields, loginName: Str }),
  getWechatQrCode: Nullable(Str),
  devSms: Type.Array(SmsMessage),
  // Layout.
  findLayoutConfigs: Page(LayoutConfigRow),
  saveLayoutConfig: Obj({ uuid: Nullable(Str) }),
  publishLayoutOverlay: OverlayPublishResult,
  listLayoutOverlayVersions: Obj({ current: Num, rows: Type.Array(Obj(OverlayVersionFields)), total: Num, pageNo: Num, pageSize: Num }),
  getLayoutOverlayVersion: Obj({ ...OverlayVersionFields, configJson: Nullable(Str) }),
  rollbackLayoutOverlay: OverlayPublishResult,
  findSettings: Type.Array(SettingRow),
  findLoginSettings: Type.Array(SettingRow),
  /** The shell checks the menu itself (core/menu rules); any JSON passes here. */
  getMenu: Type.Unknown(),
  getMyApp: Type.Array(Obj({ appCode: Str, appName: Str, children: Type.Array(Obj({ appName: Str, appUrl: Str })) })),
  // Work.
  findMessages: Page(SysMessage),
  getUnreadMessages: Obj({ total: Num, rows: Type.Array(SysMessage) }),
  markAllMessagesRead: Obj({ updated: Num, unread: Num }),
  markMessage: Obj({ message: SysMessage, unread: Num }),
  sendMessage: SysMessage,
  findNotices: Page(Notice),
  selectTodoList: Obj({ total: Num, groups: Type.Array(Obj({ todoType: Type.Enum(TODO_TYPES), count: Num, items: Type.Array(TodoItem) })) }),
  findTodoTasks: Page(AuditTask),
  findDoneTasks: Page(AuditTask),
  findAuditTask: AuditTask,
  auditAction: Obj({ task: AuditTask, todoCount: Num }),
  flowDiagram: Obj({
    processInstanceId: Str,
    businessType: Str,
    businessId: Str,
    title: Str,
    titleEn: Opt(Str),
    status: Type.Enum(['running', 'approved', 'rejected', 'withdrawn'] as const),
    startedBy: Str,
    startedAt: Str,
    nodes: Type.Array(FlowNode),
  }),
  findPortalDocuments: Page(PortalDocument),
  findPortalFilesByKeyword: Page(PortalDocument),
  getDictionary: Type.Array(Obj({ value: Str, label: Str, labelEn: Str })),
  /** The business dictionary file: checked by the contract's own tests, any JSON passes here. */
  dictionaryFile: Type.Unknown(),
  uploadAvatar: Obj({ filePath: Str, contentType: Type.Enum(['image/png', 'image/jpeg', 'image/webp'] as const), fileSize: Num }),
  // Home.
  findConfirmCount: Obj({ toConfirm: Num, changeToConfirm: Num, total: Num }),
  findCreateDeliveryManage: Obj({ toCreate: Num, ...ByStatusAndMonth }),
  findSaleEnquiries: Page(SaleEnquiryRow),
  findSaleIndexStatistics: Obj({
    currency: Str,
    receivable: Num,
    invoiced: Num,
    received: Num,
    statementsToConfirm: Num,
    byMonth: Type.Array(Obj({ month: Str, receivable: Num, invoiced: Num, received: Num })),
  }),
  findPurchaseHeadFigures: Obj({
    month: Str,
    orderCountMonth: Num,
    orderAmountMonth: Num,
    activeSuppliers: Num,
    openEnquiries: Num,
    deliveriesInTransit: Num,
    ordersToConfirm: Num,
    currency: Str,
  }),
  findPurchaseRequestFigures: Obj(ByStatusAndMonth),
  findPurchaseEnquiryFigures: Obj({ byStatus: Type.Array(StatusCount), latest: Type.Array(PurchaseEnquiryRow) }),
  findPurchaseOrderFigures: Obj({ ...ByStatusAndMonth, currency: Str }),
  findPurchaseDeliveryFigures: Obj(ByStatusAndMonth),
  queryElsNavigation: Type.Array(Obj({ id: Str, navName: Str, navNameEn: Str, navUrl: Str, navIcon: Str, sortNo: Num })),
  getWechatUrl: Obj({ url: Str, expiresIn: Num }),
  // Platform.
  health: Obj({ status: Type.Literal('ok'), schemaVersion: Num, uptimeSeconds: Num }),
  live: Obj({ status: Type.Literal('live') }),
  ready: Obj({
    status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
    checks: Obj({ database: ReadyCheck, migrations: ReadyCheck, broker: ReadyCheck, redis: ReadyCheck, shutdown: ReadyCheck }),
  }),
  devStats: Obj({ refreshCount: Num }),
  devCaptcha: Obj({ answer: Str }),
  brokerAuth: BrokerHookAnswer,
  brokerAcl: BrokerHookAnswer,
} satisfies { readonly [K in CheckedEndpointName]: TSchema };

// Each schema's type equals its declaration's answer type, both ways: a field added to one and not
// the other fails the build here, naming the endpoint.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Declared<K extends CheckedEndpointName> = AnswerOf<(typeof endpoints)[K]>;
type Checked<K extends CheckedEndpointName> = Static<(typeof answerSchemas)[K]>;
export const answerTypesMatch: { [K in CheckedEndpointName]: Same<Checked<K>, Declared<K>> } = {} as {
  [K in CheckedEndpointName]: true;
};

const validators = new Map<string, Validator>();

/**
 * Why an answer of an endpoint does not match its schema (`at` is the JSON pointer of the first wrong
 * value, '' for the whole answer), or undefined when it matches or the endpoint answers bytes.
 * Each validator is compiled on its first use.
 */
export function answerMismatch(name: string, answer: unknown): { at: string; problem: string } | undefined {
  const schema = (answerSchemas as Readonly<Record<string, TSchema>>)[name];
  if (!schema) return undefined;
  let validator = validators.get(name);
  if (!validator) validators.set(name, (validator = Compile(schema)));
  if (validator.Check(answer)) return undefined;
  // The deepest error names the value itself; a union's own error ("must match a schema in anyOf") comes last.
  const errors = validator.Errors(answer);
  const first = errors.find((error) => error.keyword !== 'anyOf') ?? errors[0];
  // A closed object's extra field fails as "schema is false" at the field: say what that means.
  const problem = first?.schemaPath.endsWith('/additionalProperties') ? 'is not declared' : (first?.message ?? 'does not match');
  return { at: first?.instancePath ?? '', problem };
}
