// The paging fields every paged body and query carries, as TypeBox schemas (paging.ts has the rule).
// The shell imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { MAX_PAGE_NO, MAX_PAGE_SIZE } from './paging';

/** pageNo from 1 (default 1), pageSize 1–100 (default 20); anything else is refused. */
export const PageFields = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** A search keyword: trimmed by the server, matched case-insensitively as a substring; '' is no filter. */
export const Keyword = Type.Optional(Type.String({ maxLength: 100 }));

/** The query of a paged GET call. */
export const PageQueryString = Type.Object({ ...PageFields }, { additionalProperties: false });
export type PageQueryString = Static<typeof PageQueryString>;
