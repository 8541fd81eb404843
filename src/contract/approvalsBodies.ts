// Request bodies of the approval calls. The shell imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { AUDIT_REMARK_MAX, AUDIT_TYPE_PATTERN } from './approvals';
import { Keyword, PageFields } from './pagingBodies';

const key = Type.String({ maxLength: 64 });

/** todoPagelist and donePagelist: the user's tasks, newest first. */
export const AuditListBody = Type.Object(
  {
    ...PageFields,
    /** One approval type ('', 'all' or left out: all); anything but a layout id is refused. */
    auditType: Type.Optional(Type.String({ maxLength: 64, pattern: `(^$)|(${AUDIT_TYPE_PATTERN})` })),
    /** Searched in the title and the business number. */
    keyword: Keyword,
  },
  { additionalProperties: false },
);
export type AuditListBody = Static<typeof AuditListBody>;

/**
 * CommonAuditService/{action}: the acting user (must be the token's), the task, and the remark —
 * required to reject.
 */
export const AuditActionBody = Type.Object(
  {
    elsAccount: key,
    elsSubAccount: key,
    id: Type.String({ maxLength: 18 }),
    remark: Type.Optional(Type.String({ maxLength: AUDIT_REMARK_MAX })),
  },
  { additionalProperties: false },
);
export type AuditActionBody = Static<typeof AuditActionBody>;
