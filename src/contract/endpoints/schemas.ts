// The TypeBox schemas of the declared calls, by endpoint name: the request body (and query) the
// server validates with. Like the *Bodies.ts files, this builds TypeBox values, so only the server
// and the tests import it at run time (the shell imports types only; contract.test.ts checks it).
import type { TSchema } from 'typebox';
import {
  AccountUpdateBody,
  AuditActionBody,
  AuditListBody,
  DocumentFindBody,
  DocumentKeywordQuery,
  LayoutConfigFindBody,
  LayoutConfigSaveBody,
  LoginBody,
  LoginSettingsBody,
  MessageFindBody,
  NoticeFindBody,
  OverlayPublishBody,
  OverlayRollbackBody,
  OverlayVersionBody,
  OverlayVersionsBody,
  RegistrationBody,
  SaleEnquiryFindBody,
  SendNoteCodeBody,
  SettingsFindBody,
  ValidateNoteCodeBody,
  VerifyAccountBody,
  WechatUrlBody,
} from '../bodies';
import { BrokerAclBody, BrokerAuthBody, MessageSendBody } from '../pushBodies';
import type { EndpointName } from './index';

export interface EndpointSchemas {
  /** The body the server validates (Fastify `schema.body`). */
  readonly body?: TSchema;
  /** The query the server validates (Fastify `schema.querystring`). */
  readonly query?: TSchema;
}

/**
 * Request schemas by endpoint. A call left out here reads its body leniently (the refresh call takes
 * a header-only call) or has none. The refresh body is read by hand for that reason.
 */
export const requestSchemas: {
  readonly [K in EndpointName]?: EndpointSchemas;
} = {
  login: { body: LoginBody },
  updateAccount: { body: AccountUpdateBody },
  verifyElsAccount: { body: VerifyAccountBody },
  sendNoteCode: { body: SendNoteCodeBody },
  validateNoteCode: { body: ValidateNoteCodeBody },
  register: { body: RegistrationBody },
  findLayoutConfigs: { body: LayoutConfigFindBody },
  saveLayoutConfig: { body: LayoutConfigSaveBody },
  publishLayoutOverlay: { body: OverlayPublishBody },
  listLayoutOverlayVersions: { body: OverlayVersionsBody },
  getLayoutOverlayVersion: { body: OverlayVersionBody },
  rollbackLayoutOverlay: { body: OverlayRollbackBody },
  findSettings: { body: SettingsFindBody },
  findLoginSettings: { body: LoginSettingsBody },
  findMessages: { body: MessageFindBody },
  findNotices: { body: NoticeFindBody },
  sendMessage: { body: MessageSendBody },
  findTodoTasks: { body: AuditListBody },
  findDoneTasks: { body: AuditListBody },
  auditAction: { body: AuditActionBody },
  findPortalDocuments: { body: DocumentFindBody },
  findPortalFilesByKeyword: { query: DocumentKeywordQuery },
  findSaleEnquiries: { body: SaleEnquiryFindBody },
  getWechatUrl: { body: WechatUrlBody },
  brokerAuth: { body: BrokerAuthBody },
  brokerAcl: { body: BrokerAclBody },
};
