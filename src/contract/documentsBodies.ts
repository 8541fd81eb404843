// Request bodies of the document centre. The shell imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { DOCUMENT_FILE_TYPES } from './documents';
import { Keyword, PageFields } from './pagingBodies';

/** ElsAttachmentService/findListByPortal: the documents of a business module (`portal`), newest first. */
export const DocumentFindBody = Type.Object(
  {
    ...PageFields,
    businessModule: Type.String({ minLength: 1, maxLength: 64 }),
    fileType: Type.Optional(Type.Union([Type.Enum(DOCUMENT_FILE_TYPES), Type.Literal('')])),
    keyword: Keyword,
  },
  { additionalProperties: false },
);
export type DocumentFindBody = Static<typeof DocumentFindBody>;

/** ElsAttachmentService/findPortalFileByKeyword: the query (keyword; '' or left out lists all). */
export const DocumentKeywordQuery = Type.Object({ ...PageFields, keyword: Keyword }, { additionalProperties: false });
export type DocumentKeywordQuery = Static<typeof DocumentKeywordQuery>;
