// The work pages' calls: messages and notices, to-dos and approvals, documents, dictionaries, the
// approval flow, and the stored files (avatar upload, the file service).
import type { AuditActionResult, AuditTask, TodoOverview } from '../approvals';
import type { DictItem } from '../dictionary';
import type { PortalDocument } from '../documents';
import type { AvatarUploadResult } from '../files';
import type { FlowDiagram } from '../flow';
import type { PageResult } from '../paging';
import type { MarkAllReadResult, MarkMessageResult, Notice, SysMessage, UnreadMessages } from '../sysMessages';
import type { AuditActionBody, AuditListBody, DocumentFindBody, DocumentKeywordQuery, MessageFindBody, NoticeFindBody } from '../bodies';
import type { MessageSendBody } from '../pushBodies';
import { QUIET, get, named, post, put } from './endpoint';

/** The common audit service is served as it is and under /v2 (the environments of app.auditServiceV2Prefix). */
const AUDIT = { prefixes: ['/v2'] } as const;

export const workEndpoints = named({
  /** One page of the user's messages, newest first: filters readFlag ('0' unread, '1' read), msgType, keyword. */
  findMessages: post<MessageFindBody, PageResult<SysMessage>>()('/ElsSysMsgService/findPageList'),
  /** The unread count and the newest unread messages (the badge); silent: a failed poll keeps the last value. */
  getUnreadMessages: get<undefined, UnreadMessages>()('/ElsSysMsgService/getUnReadMsgList/:elsAccount/:elsSubAccount', QUIET),
  /** Marks every message of the user read; answers how many, and the unread count after (0). */
  markAllMessagesRead: get<undefined, MarkAllReadResult>()('/ElsSysMsgService/updateAll'),
  /** Marks one message read (flag 1) or unread (flag 0); answers the message and the unread count after. */
  markMessage: put<null, MarkMessageResult>()('/ElsSysMsgService/update/:id/:flag'),
  /** Sends a message to a user of the caller's company (administrators). */
  sendMessage: post<MessageSendBody, SysMessage>()('/ElsSysMsgService/send'),
  /** One page of the notices the user received, newest first. */
  findNotices: post<NoticeFindBody, PageResult<Notice>>()('/ElsNoticeReceiveService/findPageList'),
  /** The user's open to-dos by kind; `total` is the badge. */
  selectTodoList: get<undefined, TodoOverview>()('/ElsTodoService/selectTodoList'),
  /** One page of the user's open approval tasks, newest first. */
  findTodoTasks: post<AuditListBody, PageResult<AuditTask>>()('/CommonAuditService/todoPagelist', AUDIT),
  /** One page of the user's done approval tasks, the latest handled first. */
  findDoneTasks: post<AuditListBody, PageResult<AuditTask>>()('/CommonAuditService/donePagelist', AUDIT),
  /** One task the user may see (as its assignee or the process's starter), with the actions it allows now. */
  findAuditTask: get<undefined, AuditTask>()('/CommonAuditService/findTask/:id', AUDIT),
  /** Approves, rejects (a remark is required) or withdraws (the starter) a task; PUT is taken too. */
  auditAction: post<AuditActionBody, AuditActionResult>()('/CommonAuditService/:action', { ...AUDIT, alsoAccepts: ['PUT'], ...QUIET }),
  /** The approval flow of a process instance. */
  flowDiagram: get<undefined, FlowDiagram>()('/uflo/diagram/:processInstanceId'),
  /** One page of the documents the user's company owns or was given. */
  findPortalDocuments: post<DocumentFindBody, PageResult<PortalDocument>>()('/ElsAttachmentService/findListByPortal'),
  /** Documents of business module `portal` whose name or remark contains the keyword. */
  findPortalFilesByKeyword: get<undefined, PageResult<PortalDocument>, DocumentKeywordQuery>()('/ElsAttachmentService/findPortalFileByKeyword'),
  /** A document's file by its stored path (query filePath). */
  downloadPortalFile: get<undefined, Blob, { filePath: string }>()('/ElsAttachmentService/downloadFileByPortal', { raw: true, client: { silent: true } }),
  /** One dictionary (value list) in order; an unknown type answers an empty list. */
  getDictionary: get<undefined, DictItem[], { type: string }>()('/admin/getDic', QUIET),
  /** The business dictionary of one language (`zh_cn.json`, `en.json`), cached by ETag. */
  dictionaryFile: get<undefined, unknown>()('/dictionary/:file', {
    public: true,
    raw: true,
  }),
  /** Sends an avatar image (the body is the image itself); answers its stored path. */
  uploadAvatar: post<Blob, AvatarUploadResult>()('/servlet/uploadAvatar', QUIET),
  /** A stored image of the avatars and logos folders (query filePath). */
  downloadFile: get<undefined, Blob, { filePath: string }>()('/servlet/downloadServlet', { public: true, raw: true }),
});
